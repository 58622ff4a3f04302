import { MessagesSquare, Plus, Power } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AgentSummary } from '@common/schemas/agent';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

interface ChatHeaderProps {
  agent: Pick<AgentSummary, 'name' | 'description' | 'category'>;
  canChat: boolean;
  viaRelay: boolean;
  onInitialize: () => void;
  conversationsOpen: boolean;
  /** The id of the conversations panel the toggle opens and closes. */
  conversationsId: string;
  onToggleConversations: () => void;
  onNewChat: () => void;
  /** The "What is sent" button, composed in by the panel. */
  previewButton?: ReactNode;
}

export function ChatHeader({
  agent,
  canChat,
  viaRelay,
  onInitialize,
  conversationsOpen,
  conversationsId,
  onToggleConversations,
  onNewChat,
  previewButton,
}: ChatHeaderProps) {
  const t = useT();
  return (
    <header className="flex flex-col gap-3 border-b p-3 sm:flex-row sm:items-start sm:justify-between sm:p-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-mono text-lg font-bold tracking-wide break-words text-primary">
            {agent.name.toUpperCase()}
          </h2>
          <Badge variant="outline">{agent.category}</Badge>
          {viaRelay && <Badge>{t('agent-chat.header.allAccess')}</Badge>}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{agent.description}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 self-start">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={conversationsOpen}
          aria-controls={conversationsOpen ? conversationsId : undefined}
          onClick={onToggleConversations}
        >
          <MessagesSquare aria-hidden />
          {t('agent-chat.header.conversations')}
        </Button>
        <Button variant="outline" size="sm" onClick={onNewChat}>
          <Plus aria-hidden />
          {t('agent-chat.newChat')}
        </Button>
        <Button variant="outline" size="sm" onClick={onInitialize} disabled={!canChat}>
          <Power aria-hidden />
          {t('agent-chat.header.initialize')}
        </Button>
        {previewButton}
      </div>
    </header>
  );
}
