import { Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { ConversationHit } from '../conversations/conversation-search';
import { shownTitle } from '../conversations/conversation-types';
import type { ConversationListState } from '../hooks/use-conversation-list';
import { useT } from '../i18n';
import { ConversationList } from './conversation-list';
import { ConversationSearchBox } from './conversation-search-box';
import { ConversationTransfer } from './conversation-transfer';

export const CONVERSATIONS_PANEL_ID = 'agent-chat-conversations';

interface ConversationSidebarProps {
  agentName: string;
  nameOf: (agentId: string) => string;
  state: ConversationListState;
  onOpen: (id: string) => void;
  onOpenHit: (hit: ConversationHit) => void;
  onNewChat: () => void;
  onClose: () => void;
}

/** The undo of the last delete; it takes focus so a keyboard user can undo at once. */
function UndoNotice({ title, onUndo, onDismiss }: { title: string; onUndo: () => void; onDismiss: () => void }) {
  const t = useT();
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => undoRef.current?.focus(), []);
  return (
    <div role="status" className="flex items-center gap-2 rounded-md border bg-card p-2 text-sm">
      <span className="min-w-0 flex-1 truncate">{t('agent-chat.sidebar.deleted', { title })}</span>
      <Button ref={undoRef} size="sm" className="h-8" onClick={onUndo}>
        {t('agent-chat.sidebar.undo')}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={t('agent-chat.sidebar.dismiss')}
        onClick={onDismiss}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}

/** The conversations beside the chat: new chat, search across all, the agent's list, export and import. */
export function ConversationSidebar({
  agentName,
  nameOf,
  state,
  onOpen,
  onOpenHit,
  onNewChat,
  onClose,
}: ConversationSidebarProps) {
  const t = useT();
  return (
    <aside
      id={CONVERSATIONS_PANEL_ID}
      aria-label={t('agent-chat.sidebar.label')}
      className="absolute inset-0 z-10 flex flex-col gap-3 overflow-y-auto bg-background p-3 sm:static sm:w-72 sm:shrink-0 sm:border-r"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-mono text-sm font-bold tracking-wide">{t('agent-chat.sidebar.title')}</h3>
        <div className="flex gap-1">
          <Button size="sm" className="h-8" onClick={onNewChat}>
            <Plus aria-hidden />
            {t('agent-chat.newChat')}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('agent-chat.sidebar.close')}
            onClick={onClose}
          >
            <X aria-hidden />
          </Button>
        </div>
      </div>
      <ConversationSearchBox agentName={nameOf} onOpenHit={onOpenHit} />
      {state.lastDeleted && (
        <UndoNotice
          key={state.lastDeleted.id}
          title={shownTitle(state.lastDeleted)}
          onUndo={() => void state.undo()}
          onDismiss={state.dismissUndo}
        />
      )}
      <ConversationList
        agentName={agentName}
        conversations={state.conversations}
        total={state.total}
        onShowMore={state.showMore}
        currentId={state.currentId}
        onOpen={onOpen}
        onRename={(id, title) => void state.rename(id, title)}
        onTogglePin={(c) => void state.togglePin(c)}
        onDelete={(c) => void state.remove(c)}
      />
      {/* A chat not saved yet (it only greeted) exports nothing; the transfer says so. */}
      <ConversationTransfer currentId={state.currentId} agentName={nameOf} />
    </aside>
  );
}
