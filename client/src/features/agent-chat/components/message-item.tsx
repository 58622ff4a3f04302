import { AlertCircle } from 'lucide-react';
import { memo, type Ref } from 'react';
import { MessageAttachments } from '@/components/attachments/message-attachments';
import { Markdown } from '@/components/markdown/markdown';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n/i18n';
import { formatCost, formatCount, formatTimestamp, messageCost, type ConversationMessage } from '../chat-logic';
import { loadFile } from '../conversations/file-store';
import { useT } from '../i18n';
import { MessageImages } from './message-images';
import { EditMessageForm } from '../versions/edit-message-form';
import { MessageActions } from '../versions/message-actions';
import type { MessageVersionActions } from '../versions/use-message-versions';
import { ReplyReadAloud } from './reply-read-aloud';

interface MessageItemProps {
  /** The list measures each rendered message (its height) through this. */
  ref?: Ref<HTMLLIElement>;
  /** Its place in the whole conversation, and the conversation's length. */
  index: number;
  count: number;
  message: ConversationMessage;
  agentName: string;
  streaming: boolean;
  /** The message a search opened the conversation at. */
  searchHit?: boolean;
  /** Edit, regenerate and the version switcher. */
  versions?: MessageVersionActions;
}

function Timestamp({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="font-mono text-[11px] text-muted-foreground tabular-nums">
      {formatTimestamp(iso)}
    </time>
  );
}

function ReplyFooter({ message, streaming }: { message: ConversationMessage; streaming: boolean }) {
  const t = useT();
  const locale = useLocale();
  if (streaming)
    return <p className="mt-2 font-mono text-[11px] text-muted-foreground">{t('agent-chat.message.receiving')}</p>;
  const { usage, stopped } = message;
  if (!usage && !stopped) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-3 font-mono text-[11px] text-muted-foreground">
      {usage && (
        <span>
          {usage.estimated ? '~' : ''}
          {t('agent-chat.message.tokens', {
            tokens: formatCount(usage.promptTokens + usage.completionTokens, locale),
          })}
        </span>
      )}
      {usage && <span>{formatCost(messageCost(usage), locale)}</span>}
      {stopped && <span>{t('agent-chat.message.stopped')}</span>}
    </p>
  );
}

const ROW = 'absolute top-0 left-0 w-full';

type ContentProps = Omit<MessageItemProps, 'ref' | 'index' | 'count'>;

/**
 * One rendered message, where the list puts it: at its offset in the whole conversation (the
 * virtualizer sets `top`), its position told to assistive technology since only some messages are
 * in the DOM. The row itself is light; what is inside is memoised, so a message added to the
 * conversation (the whole's size changes) re-renders no bubble, and a streaming reply only its own.
 */
export function MessageItem({ ref, index, count, ...content }: MessageItemProps) {
  const { message, searchHit } = content;
  const mine = message.role === 'user';
  return (
    <li
      ref={ref}
      data-index={index}
      data-message-id={message.id}
      aria-posinset={index + 1}
      aria-setsize={count}
      className={cn(
        ROW,
        message.role === 'system'
          ? 'flex flex-col items-center gap-0.5 px-2 text-center'
          : cn('flex', mine ? 'justify-end' : 'justify-start'),
      )}
      data-search-hit={(message.role !== 'system' && searchHit) || undefined}
    >
      <MessageContent {...content} />
    </li>
  );
}

/** What a message shows; memoised so only the reply being streamed re-renders as it grows. */
const MessageContent = memo(function MessageContent({
  message,
  agentName,
  streaming,
  searchHit,
  versions,
}: ContentProps) {
  const t = useT();
  if (message.role === 'system') {
    const error = message.kind === 'error';
    return (
      <>
        <p
          className={cn(
            'inline-flex items-start gap-1.5 font-mono text-xs',
            error ? 'font-semibold text-destructive' : 'text-muted-foreground',
          )}
        >
          {error && <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />}
          <span>
            <span className="sr-only">
              {error ? t('agent-chat.message.errorPrefix') : t('agent-chat.message.systemPrefix')}{' '}
            </span>
            {message.content}
          </span>
        </p>
        <Timestamp iso={message.timestamp} />
      </>
    );
  }

  const mine = message.role === 'user';
  return (
    <div
      className={cn(
        'max-w-[92%] min-w-0 rounded-lg border px-3 py-2 sm:max-w-[80%]',
        mine ? 'border-primary/40 bg-primary/10' : 'bg-card',
        searchHit && 'ring-2 ring-yellow-400 ring-offset-2 ring-offset-background',
      )}
    >
      {searchHit && <span className="sr-only">{t('agent-chat.message.searchMatch')} </span>}
      <p className="mb-1 flex items-baseline justify-between gap-3">
        <span className="font-mono text-[11px] font-bold tracking-wider text-primary uppercase">
          {mine ? t('agent-chat.message.you') : agentName}
        </span>
        <Timestamp iso={message.timestamp} />
      </p>
      {versions?.editingId === message.id ? (
        <EditMessageForm message={message} actions={versions} />
      ) : mine ? (
        // A message of files only shows just its files.
        message.content && <p className="text-sm whitespace-pre-wrap break-words">{message.content}</p>
      ) : message.images?.length ? (
        // The gallery shows the prompt the content repeats (it is there for the provider to read).
        <MessageImages images={message.images} />
      ) : (
        // Under the panel's h2: the reply's own headings start at h3.
        <Markdown content={message.content} headingLevel={3} />
      )}
      {message.attachments && <MessageAttachments attachments={message.attachments} loadFile={loadFile} />}
      {!mine && <ReplyFooter message={message} streaming={streaming} />}
      {!mine && !streaming && <ReplyReadAloud text={message.content} />}
      {versions && <MessageActions message={message} actions={versions} />}
    </div>
  );
});
