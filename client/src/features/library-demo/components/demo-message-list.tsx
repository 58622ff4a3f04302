import { Loader2 } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import type { DemoMessage } from '../hooks/use-demo-chat';
import { useT } from '../i18n';

interface DemoMessageListProps {
  agentName: string;
  messages: readonly DemoMessage[];
  pending: boolean;
}

/** Within this many pixels of the bottom, the list follows new text. */
const STICK_THRESHOLD_PX = 48;

/**
 * The conversation as plain text, newest at the bottom. aria-live is off: streamed tokens would
 * flood a screen reader; the panel announces each finished reply once instead.
 */
export function DemoMessageList({ agentName, messages, pending }: DemoMessageListProps) {
  const t = useT();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);
  const waiting = pending && messages.at(-1)?.role === 'user';

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    if (messages.at(-1)?.role === 'user') stickRef.current = true;
    if (stickRef.current) el.scrollTop = el.scrollHeight;
  }, [messages, waiting]);

  const onScroll = () => {
    const el = scrollerRef.current;
    if (el) stickRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_THRESHOLD_PX;
  };

  return (
    <div
      ref={scrollerRef}
      role="log"
      aria-live="off"
      aria-label={t('library-demo.chat.conversation', { name: agentName })}
      tabIndex={0}
      onScroll={onScroll}
      className="h-[22rem] overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-4 lg:h-[28rem]"
    >
      {messages.length === 0 && !pending && (
        <p className="py-8 text-center text-sm text-muted-foreground">
          {t('library-demo.chat.empty', { name: agentName })}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {messages.map((m) => {
          const mine = m.role === 'user';
          return (
            <li key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[92%] min-w-0 rounded-lg border px-3 py-2 sm:max-w-[80%]',
                  mine ? 'border-primary/40 bg-primary/10' : 'bg-card',
                )}
              >
                <p className="mb-1 font-mono text-[11px] font-bold tracking-wider text-primary uppercase">
                  {mine ? t('library-demo.chat.you') : agentName}
                </p>
                <p className="text-sm whitespace-pre-wrap break-words">{m.content}</p>
                {m.stopped && (
                  <p className="mt-1 font-mono text-[11px] text-muted-foreground">{t('library-demo.chat.stopped')}</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {waiting && (
        <p role="status" className="mt-3 flex items-center gap-2 font-mono text-xs text-muted-foreground">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {t('library-demo.chat.processing')}
        </p>
      )}
    </div>
  );
}
