import { AlertCircle, FilePenLine } from 'lucide-react';
import { memo } from 'react';
import { MarkdownText } from '@/components/markdown/markdown-text';
import { Button } from '@/components/ui/unmerged/button';
import { joinClasses } from '@/lib/join-classes';
import { formatTime, type ChatEntry } from '../../chat-model';
import { parseComposeBlock, type ComposeRequestDraft } from '../../compose-block';
import { useT } from '../../i18n';
import { LENGTH_LABELS, labelOf, toneLabel } from '../../labels';

interface ChatMessageProps {
  message: ChatEntry;
  streaming: boolean;
  onFillCompose: (draft: ComposeRequestDraft) => void;
}

const Time = ({ iso }: { iso: string }) => (
  <time dateTime={iso} className="font-mono text-[11px] text-muted-foreground tabular-nums">
    {formatTime(iso)}
  </time>
);

/** One message; an assistant reply carrying a compose request gets a "Fill compose form" button. */
export const ChatMessage = memo(function ChatMessage({ message, streaming, onFillCompose }: ChatMessageProps) {
  const t = useT();
  if (message.role === 'system') {
    return (
      <li className="flex flex-col items-center gap-0.5 px-2 text-center">
        <p
          className={joinClasses(
            'inline-flex items-start gap-1.5 font-mono text-xs',
            message.error ? 'font-semibold text-destructive' : 'text-muted-foreground',
          )}
        >
          {message.error && <AlertCircle aria-hidden className="mt-px size-3.5 shrink-0" />}
          <span>
            <span className="sr-only">
              {message.error ? t('email-assistant.chat.errorPrefix') : t('email-assistant.chat.systemPrefix')}
            </span>
            {message.content}
          </span>
        </p>
        <Time iso={message.timestamp} />
      </li>
    );
  }
  const mine = message.role === 'user';
  const { display, draft } = mine ? { display: message.content, draft: null } : parseComposeBlock(message.content);
  return (
    <li className={joinClasses('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={joinClasses(
          'max-w-[92%] min-w-0 rounded-lg border px-3 py-2',
          mine ? 'border-primary/40 bg-primary/10' : 'bg-background',
        )}
      >
        <p className="mb-1 flex items-baseline justify-between gap-3">
          <span className="font-mono text-[11px] font-bold tracking-wider text-primary uppercase">
            {mine ? t('email-assistant.chat.you') : t('email-assistant.chat.assistant')}
          </span>
          <Time iso={message.timestamp} />
        </p>
        {mine ? (
          <p className="text-sm break-words whitespace-pre-wrap">{display}</p>
        ) : (
          // The renderer loads only for a reply with Markdown in it: this panel is on the dashboard's first load.
          <MarkdownText content={display} headingLevel={4} size="xs" codeBlocks="plain" />
        )}
        {streaming && (
          <p className="mt-2 font-mono text-[11px] text-muted-foreground">{t('email-assistant.chat.receiving')}</p>
        )}
        {message.stopped && (
          <p className="mt-2 font-mono text-[11px] text-muted-foreground">{t('email-assistant.chat.stopped')}</p>
        )}
        {draft && !streaming && (
          <div className="mt-2 grid gap-1.5 border-t pt-2">
            <p className="text-xs break-words text-muted-foreground">
              {[
                draft.to && t('email-assistant.common.to', { to: draft.to }),
                draft.subject,
                `${toneLabel(t, draft.tone)}, ${labelOf(t, LENGTH_LABELS, draft.length)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <Button size="sm" variant="outline" className="justify-self-start" onClick={() => onFillCompose(draft)}>
              <FilePenLine aria-hidden />
              {t('email-assistant.chat.fillCompose')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
});
