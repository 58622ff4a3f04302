import type { AgentSummary } from '@common/schemas/agent';
import { ChatComposer } from '@/components/chat/chat-composer';
import { useAgentChat, type AgentChatSettings } from '../hooks/use-agent-chat';
import { ApiKeyRequired } from './api-key-required';
import { ChatEmptyState } from './chat-empty-state';
import { ChatHeader } from './chat-header';
import { ChatUsageSummary } from './chat-usage-summary';
import { MessageList } from './message-list';

interface AgentChatPanelProps {
  agent: AgentSummary;
  /** Called when the user sends a message (the dashboard records the agent as recently used). */
  onActivity?: () => void;
  /** A user's own agent: its prompt, model and temperature (a library agent's prompt comes from the server). */
  settings?: AgentChatSettings;
}

function AgentChat({ agent, onActivity, settings }: AgentChatPanelProps) {
  const chat = useAgentChat(agent, settings);
  const viaRelay = chat.allAccess && !chat.hasPersonalKey;
  const boxDisabled = !chat.canChat || !chat.initialized;
  return (
    <section
      aria-label={`Chat with ${agent.name}`}
      className="flex h-full max-h-[calc(100dvh-4rem)] min-h-[30rem] flex-col overflow-hidden rounded-lg border bg-background"
    >
      <ChatHeader agent={agent} canChat={chat.canChat} viaRelay={viaRelay} onInitialize={chat.initialize} />
      {!chat.canChat && <ApiKeyRequired locked={chat.keyLocked} />}
      {chat.loaded && !chat.initialized ? (
        <ChatEmptyState canChat={chat.canChat} onInitialize={chat.initialize} />
      ) : (
        <MessageList
          messages={chat.messages}
          agentName={agent.name}
          processing={chat.pending && chat.streamingId === null}
          streamingId={chat.streamingId}
        />
      )}
      <ChatUsageSummary messages={chat.messages} />
      {/* Each finished reply is read out once, politely, instead of token by token. */}
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
      <ChatComposer
        label={`Message to ${agent.name}`}
        placeholder={
          boxDisabled
            ? 'Initialize the agent to start chatting'
            : 'Type your message… (Enter to send, Shift+Enter for a new line)'
        }
        disabled={boxDisabled}
        pending={chat.pending}
        className="bg-card sm:p-4"
        onSend={(text) => {
          onActivity?.();
          return chat.send(text);
        }}
        onStop={chat.stop}
        onClear={chat.clear}
      />
    </section>
  );
}

/**
 * The chat with one agent. Its state belongs to the agent:
 * choosing another agent starts from that agent's own stored conversation.
 */
export function AgentChatPanel({ agent, onActivity, settings }: AgentChatPanelProps) {
  return <AgentChat key={agent.id} agent={agent} onActivity={onActivity} settings={settings} />;
}
