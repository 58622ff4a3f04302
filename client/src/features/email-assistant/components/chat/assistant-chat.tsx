import { Bot, Loader2 } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { ChatComposer } from '@/components/chat/chat-composer';
import { joinClasses } from '@/lib/join-classes';
import type { ComposeRequestDraft } from '../../compose-block';
import type { AssistantChat as ChatState } from '../../hooks/use-assistant-chat';
import { ChatMessage } from './chat-message';
import { useT } from '../../i18n';

interface AssistantChatProps {
  chat: ChatState;
  /** The narrow layout's small panel above the tabs. */
  compact: boolean;
  onFillCompose: (draft: ComposeRequestDraft) => void;
}

/** The AI chat beside (or, narrow, above) the tabs. Finished replies are announced once, politely. */
export function AssistantChat({ chat, compact, onFillCompose }: AssistantChatProps) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, last?.content]);

  return (
    <section
      aria-labelledby="email-assistant-chat-title"
      className={joinClasses(
        'flex min-h-0 flex-col overflow-hidden rounded-lg border bg-card',
        compact ? 'h-72' : 'h-full',
      )}
    >
      <h4
        id="email-assistant-chat-title"
        className="flex items-center gap-2 border-b px-3 py-2 font-mono text-xs font-bold tracking-wider"
      >
        <Bot aria-hidden className="size-4 text-primary" />
        {t('email-assistant.chat.title')}
      </h4>
      <div
        ref={scroller}
        role="log"
        aria-live="off"
        aria-label={t('email-assistant.chat.log')}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 focus-visible:outline-offset-[-2px]"
      >
        <ol className="flex flex-col gap-3">
          {chat.messages.map((m) => (
            <ChatMessage key={m.id} message={m} streaming={m.id === chat.streamingId} onFillCompose={onFillCompose} />
          ))}
        </ol>
        {chat.waiting && (
          <p role="status" className="mt-3 flex items-center gap-2 font-mono text-xs text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
            {t('email-assistant.chat.thinking')}
          </p>
        )}
      </div>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </div>
      <ChatComposer
        label={t('email-assistant.chat.inputLabel')}
        placeholder={t('email-assistant.chat.placeholder')}
        pending={chat.pending}
        rows={compact ? 2 : 3}
        showCounter={false}
        onSend={chat.send}
        onStop={chat.stop}
        onClear={chat.clear}
      />
    </section>
  );
}
