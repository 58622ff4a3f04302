import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AgentSummary } from '@common/schemas/agent';
import { ChatComposer } from '@/components/chat/chat-composer';
import type { ConversationHit } from '../conversations/conversation-search';
import { setCurrent } from '../conversations/conversation-repository';
import { setPendingHighlight, takePendingHighlight } from '../conversations/pending-highlight';
import { useAgentChat, type AgentChatSettings } from '../hooks/use-agent-chat';
import { useChatAttachments } from '../hooks/use-chat-attachments';
import { useConversationList } from '../hooks/use-conversation-list';
import { useT } from '../i18n';
import { ApiKeyRequired } from './api-key-required';
import { ChatEmptyState } from './chat-empty-state';
import { ChatHeader } from './chat-header';
import { ChatImageTools } from './chat-image-tools';
import { ChatRequestPreview } from './chat-request-preview';
import { ChatSpeechTools } from './chat-speech-tools';
import { LiveChatUsageSummary } from './chat-usage-summary';
import { CONVERSATIONS_PANEL_ID, ConversationSidebar } from './conversation-sidebar';
import { MessageList } from './message-list';
import { SpendingCapNotice } from './spending-cap-notice';
import { useAgentName } from '@/lib/agent-text/use-agent-name';
import { AttachButton } from '@/components/attachments/attach-button';
import { AttachmentChips } from '@/components/attachments/attachment-chips';
import { DropOverlay } from '@/components/attachments/drop-overlay';

interface AgentChatPanelProps {
  agent: AgentSummary;
  /** Called when the user sends a message (the dashboard records the agent as recently used). */
  onActivity?: () => void;
  /** A user's own agent: its prompt, model and temperature (a library agent's prompt comes from the server). */
  settings?: AgentChatSettings;
}

interface ConversationControls {
  conversationsOpen: boolean;
  onToggleConversations: () => void;
  onNewChat: () => void;
}

/** One conversation with the agent; remounted when another conversation opens. */
function AgentChat({
  agent,
  conversationId,
  onActivity,
  settings,
  controls,
}: AgentChatPanelProps & { conversationId: string; controls: ConversationControls }) {
  const t = useT();
  // A search that opened this conversation left its hit here.
  const [highlight] = useState(() => takePendingHighlight(conversationId));
  const chat = useAgentChat(agent, conversationId, settings, { wholeFirst: highlight !== null });
  const viaRelay = chat.allAccess && !chat.hasPersonalKey;
  const boxDisabled = !chat.canChat || !chat.initialized;
  // The text being typed, for the "What is sent" panel to follow.
  const [draft, setDraft] = useState('');
  const capBlocked = chat.cap.status?.level === 'blocked' && !chat.cap.status.oneMore;
  // Files dropped anywhere on the chat or pasted into the box wait above it until sent.
  const files = useChatAttachments({
    conversationId,
    viaRelay,
    seesImages: chat.seesImages,
    model: chat.route.model,
    disabled: boxDisabled,
    sendMakesImage: chat.images.sendMakesImage,
  });
  return (
    <div className="relative flex min-w-0 flex-1 flex-col" {...files.drop.dropProps} onPaste={files.drop.onPaste}>
      <DropOverlay visible={files.drop.dragging} />
      <ChatHeader
        agent={agent}
        canChat={chat.canChat}
        viaRelay={viaRelay}
        onInitialize={chat.initialize}
        conversationsId={CONVERSATIONS_PANEL_ID}
        {...controls}
        previewButton={
          chat.canChat && (
            <ChatRequestPreview
              build={(text) => chat.preview(text, files.pending.attachments)}
              follow={chat.live.subscribe}
              draft={draft}
              promptLoading={chat.promptLoading}
            />
          )
        }
      />
      {!chat.canChat && <ApiKeyRequired locked={chat.keyLocked} />}
      {chat.loaded && !chat.initialized ? (
        <ChatEmptyState canChat={chat.canChat} onInitialize={chat.initialize} />
      ) : (
        <MessageList
          live={chat.live}
          agentName={agent.name}
          busy={chat.pending}
          highlight={highlight}
          versions={chat.versions.actions}
        />
      )}
      <LiveChatUsageSummary live={chat.live} partial={!chat.loaded} />
      {/* Each finished reply is read out once, politely, instead of token by token. */}
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.versions.announcement}
      </div>
      <SpendingCapNotice status={chat.cap.status} onOneMore={chat.cap.allowOneMore} />
      <div className="grid gap-2 bg-card px-3 sm:px-4 [&:has(li)]:pt-2">
        <AttachmentChips pending={files.pending} />
      </div>
      <ChatComposer
        label={t('agent-chat.panel.messageTo', { name: agent.name })}
        placeholder={boxDisabled ? t('agent-chat.panel.placeholderOff') : t('agent-chat.panel.placeholder')}
        disabled={boxDisabled}
        pending={chat.pending}
        sendBlocked={capBlocked}
        hasAttachments={files.pending.items.length > 0}
        onTextChange={setDraft}
        className="bg-card sm:p-4"
        onSend={(text) => {
          onActivity?.();
          return files.sendWith(text, chat.send);
        }}
        onStop={chat.stop}
        onClear={chat.clear}
        tools={
          <>
            <AttachButton onFiles={files.pending.add} disabled={boxDisabled} />
            <ChatSpeechTools
              agentId={agent.id}
              disabled={boxDisabled}
              sendBlocked={chat.pending || capBlocked}
              onSend={(text, attachments) => {
                onActivity?.();
                chat.send(text, { attachments });
              }}
            />
          </>
        }
      />
      <ChatImageTools
        agentId={agent.id}
        images={chat.images}
        draft={draft}
        disabled={boxDisabled || capBlocked || chat.pending}
      />
    </div>
  );
}

/** The agent's conversations around the open one: the list beside it, new chat, search. */
function AgentConversations({ agent, onActivity, settings }: AgentChatPanelProps) {
  const t = useT();
  const state = useConversationList(agent.id);
  const nameOf = useAgentName();
  const [open, setOpen] = useState(false);
  // Opening the same conversation again (a search hit in it) remounts it to show the hit.
  const [opened, setOpened] = useState(0);
  const [, navigate] = useLocation();

  const openConversation = (id: string) => {
    state.open(id);
    setOpened((n) => n + 1);
    // On a phone the list covers the chat: opening one shows it.
    if (window.matchMedia?.('(max-width: 639px)').matches) setOpen(false);
  };
  const openHit = (hit: ConversationHit) => {
    setPendingHighlight({ conversationId: hit.conversationId, messageId: hit.messageId, terms: hit.terms });
    if (hit.conversation.agentId === agent.id) return openConversation(hit.conversationId);
    // Another agent's conversation: it becomes that agent's current one, and the dashboard switches.
    void setCurrent(hit.conversation.agentId, hit.conversationId).then(() =>
      navigate(`/dashboard?selectedAgent=${encodeURIComponent(hit.conversation.agentId)}`),
    );
  };
  const controls: ConversationControls = {
    conversationsOpen: open,
    onToggleConversations: () => setOpen((o) => !o),
    onNewChat: () => {
      state.newChat();
      setOpened((n) => n + 1);
    },
  };

  return (
    <section
      aria-label={t('agent-chat.panel.chatWith', { name: agent.name })}
      className="relative flex h-full max-h-[calc(100dvh-4rem)] min-h-[30rem] overflow-hidden rounded-lg border bg-background"
    >
      {open && (
        <ConversationSidebar
          agentName={agent.name}
          nameOf={nameOf}
          state={state}
          onOpen={openConversation}
          onOpenHit={openHit}
          onNewChat={controls.onNewChat}
          onClose={() => setOpen(false)}
        />
      )}
      {state.currentId && (
        <AgentChat
          key={`${state.currentId}:${opened}`}
          agent={agent}
          conversationId={state.currentId}
          onActivity={onActivity}
          settings={settings}
          controls={controls}
        />
      )}
    </section>
  );
}

/**
 * The chat with one agent. Its state belongs to the agent: choosing another agent starts from
 * that agent's current conversation, and the list holds the others.
 */
export function AgentChatPanel({ agent, onActivity, settings }: AgentChatPanelProps) {
  return <AgentConversations key={agent.id} agent={agent} onActivity={onActivity} settings={settings} />;
}
