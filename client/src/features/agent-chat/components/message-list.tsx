import { Loader2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MESSAGE_PAGE_SIZE, visibleWindow, type ConversationMessage } from '../chat-logic';
import { MessageItem } from './message-item';
import { useT } from '../i18n';
import { highlightTerms } from './search-hit-highlight';
import type { MessageVersionActions } from '../versions/use-message-versions';

interface MessageListProps {
  messages: readonly ConversationMessage[];
  agentName: string;
  /** Waiting for the first words of a reply. */
  processing: boolean;
  streamingId: string | null;
  /** A search hit to show: its message is scrolled to, outlined and its words highlighted. */
  highlight?: { messageId: string; terms: string[] } | null;
  /** Edit, regenerate and the version switcher under the messages. */
  versions?: MessageVersionActions;
}

/** Within this many pixels of the bottom, the list follows new text. */
const STICK_THRESHOLD_PX = 48;

/**
 * The conversation, newest at the bottom. Only the latest messages are rendered at first, so a
 * long stored conversation paints at once; earlier ones come on demand. The log is not a live
 * region (aria-live off): streamed tokens would flood a screen reader. The panel announces each
 * finished reply once instead.
 */
export function MessageList({ messages, agentName, processing, streamingId, highlight, versions }: MessageListProps) {
  const t = useT();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const stickRef = useRef(true);
  const keepFromBottomRef = useRef<number | null>(null);
  const hitIndex = highlight ? messages.findIndex((m) => m.id === highlight.messageId) : -1;
  // A hit further back than the first page widens the window down to it.
  const [count, setCount] = useState(MESSAGE_PAGE_SIZE);
  const shown = hitIndex >= 0 ? Math.max(count, messages.length - hitIndex) : count;
  const { hiddenCount, visible } = visibleWindow(messages, shown);
  const scrolledToHitRef = useRef<string | null>(null);
  const lastIdRef = useRef<string | null>(null);

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const last = messages.at(-1);
    if (last && last.id !== lastIdRef.current) {
      lastIdRef.current = last.id;
      // Your own new message always brings the view down, wherever you had scrolled.
      if (last.role === 'user') stickRef.current = true;
    }
    if (keepFromBottomRef.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottomRef.current;
      keepFromBottomRef.current = null;
    } else if (stickRef.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, count, processing]);

  useEffect(() => {
    const item = hitIndex >= 0 ? listRef.current?.querySelector('[data-search-hit]') : null;
    if (!item || !highlight) return;
    // Once, when the hit first shows: after that the list scrolls as the user and the chat go.
    if (scrolledToHitRef.current !== highlight.messageId) {
      scrolledToHitRef.current = highlight.messageId;
      stickRef.current = false;
      item.scrollIntoView({ block: 'center' });
    }
    return highlightTerms(item, highlight.terms);
  }, [hitIndex, highlight, messages]);

  // Growth the render cannot see (highlighting that loads, a streaming reply) keeps the bottom in view.
  useEffect(() => {
    const el = scrollerRef.current;
    const list = listRef.current;
    if (!el || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current && keepFromBottomRef.current === null) el.scrollTop = el.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scrollerRef.current;
    if (el) stickRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_THRESHOLD_PX;
  };

  const showEarlier = () => {
    const el = scrollerRef.current;
    if (el) keepFromBottomRef.current = el.scrollHeight - el.scrollTop;
    setCount(shown + MESSAGE_PAGE_SIZE);
    // The button goes away once everything is shown: keep focus in the conversation.
    if (hiddenCount <= MESSAGE_PAGE_SIZE) el?.focus();
  };

  return (
    <div
      ref={scrollerRef}
      role="log"
      aria-live="off"
      aria-label={t('agent-chat.list.conversationWith', { name: agentName })}
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-offset-[-2px] sm:px-4"
    >
      {hiddenCount > 0 && (
        <div className="mb-4 flex justify-center">
          <Button variant="outline" size="sm" onClick={showEarlier}>
            {t('agent-chat.list.showEarlier', { count: hiddenCount })}
          </Button>
        </div>
      )}
      <ol ref={listRef} className="flex flex-col gap-4">
        {visible.map((m) => (
          <MessageItem
            key={m.id}
            message={m}
            agentName={agentName}
            streaming={m.id === streamingId}
            searchHit={m.id === highlight?.messageId}
            versions={versions}
          />
        ))}
      </ol>
      {processing && (
        <p role="status" className="mt-4 flex items-center gap-2 font-mono text-xs text-muted-foreground">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          {t('agent-chat.list.processing')}
        </p>
      )}
    </div>
  );
}
