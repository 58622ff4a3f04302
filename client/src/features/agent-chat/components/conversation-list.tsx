import { Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDateFormat } from '@/lib/preferences/date-format';
import { shownTitle, type ConversationRecord } from '../conversations/conversation-types';
import { useT } from '../i18n';

interface ConversationListProps {
  agentName: string;
  /** The first page(s), in order. */
  conversations: readonly ConversationRecord[];
  /** How many there are in all. */
  total: number;
  onShowMore: () => void;
  currentId: string | null;
  onOpen: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onTogglePin: (conversation: ConversationRecord) => void;
  onDelete: (conversation: ConversationRecord) => void;
}

function TitleEditor({ initial, onDone }: { initial: string; onDone: (title: string | null) => void }) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') onDone(value);
    if (e.key === 'Escape') onDone(null);
  };
  return (
    <input
      aria-label={t('agent-chat.conv.titleLabel')}
      className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm"
      value={value}
      maxLength={120}
      // The user just asked to rename: typing starts at once.
      autoFocus
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => onDone(value)}
    />
  );
}

/**
 * One agent's conversations: open one, rename it (Enter saves, Escape cancels), pin it to the
 * top, delete it (the sidebar offers the undo). Every action is a real button with its own name.
 */
export function ConversationList({
  agentName,
  conversations,
  total,
  onShowMore,
  currentId,
  onOpen,
  onRename,
  onTogglePin,
  onDelete,
}: ConversationListProps) {
  const t = useT();
  const { date: formatDate } = useDateFormat();
  const [editing, setEditing] = useState<string | null>(null);
  if (conversations.length === 0) {
    return <p className="px-1 text-sm text-muted-foreground">{t('agent-chat.conv.none', { name: agentName })}</p>;
  }
  const hidden = total - conversations.length;
  return (
    <>
      <ul aria-label={t('agent-chat.conv.listLabel', { name: agentName })} className="grid gap-1">
        {conversations.map((c) => {
          const title = shownTitle(c);
          const current = c.id === currentId;
          return (
            <li key={c.id} className={cn('flex items-center gap-1 rounded-md p-1', current && 'bg-accent')}>
              {editing === c.id ? (
                <TitleEditor
                  initial={c.title}
                  onDone={(value) => {
                    setEditing(null);
                    if (value !== null && value.trim() !== c.title) onRename(c.id, value);
                  }}
                />
              ) : (
                <button
                  type="button"
                  className="min-w-0 flex-1 rounded-sm px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-ring"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onOpen(c.id)}
                >
                  <span className="flex items-center gap-1 truncate text-sm font-medium">
                    {c.pinned && <Pin className="size-3 shrink-0" aria-label={t('agent-chat.conv.pinned')} />}
                    <span className="truncate">{title}</span>
                  </span>
                  <span className="block font-mono text-[11px] text-muted-foreground">
                    {formatDate(c.lastMessageAt)} · {t('agent-chat.conv.messages', { count: c.messageCount })}
                  </span>
                </button>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('agent-chat.conv.rename', { title })}
                onClick={() => setEditing(c.id)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={c.pinned ? t('agent-chat.conv.unpin', { title }) : t('agent-chat.conv.pin', { title })}
                onClick={() => onTogglePin(c)}
              >
                {c.pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('agent-chat.conv.delete', { title })}
                onClick={() => onDelete(c)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <Button variant="outline" size="sm" onClick={onShowMore}>
          {t('agent-chat.conv.showMore', { count: hidden })}
        </Button>
      )}
    </>
  );
}
