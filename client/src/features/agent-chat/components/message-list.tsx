import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { Loader2 } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { LiveChatState } from '@/lib/chat-engine/use-chat-engine';
import type { ConversationMessage } from '../chat-logic';
import { MessageItem } from './message-item';
import { useT } from '../i18n';
import { highlightTerms } from './search-hit-highlight';
import { aheadOfScroll, estimateMessageHeight, MESSAGE_GAP_PX, withKeptIndexes } from './message-window';
import type { MessageVersionActions } from '../versions/use-message-versions';

interface MessageListProps {
  /**
   * The conversation with every piece of a streaming reply. The list follows it itself, so a
   * reply's text renders the list (and, of its rows, the streaming one), not the whole chat panel.
   */
  live: LiveChatState<ConversationMessage>;
  agentName: string;
  /** A request is in flight (a reply or a picture): until a reply's first words, "processing" shows. */
  busy: boolean;
  /** A search hit to show: its message is scrolled to, outlined and its words highlighted. */
  highlight?: { messageId: string; terms: string[] } | null;
  /** Edit, regenerate and the version switcher under the messages. */
  versions?: MessageVersionActions;
}

/** Within this many pixels of the bottom, the list follows new text. */
const STICK_THRESHOLD_PX = 48;
/** Messages rendered beyond each edge of the screen, so a scroll rarely reaches an unrendered one. */
const OVERSCAN = 4;
/** Messages rendered beyond those, on the side the list is scrolling towards, while it scrolls. */
const SCROLL_AHEAD = 4;
/** The height assumed for a list not laid out (not displayed yet, or a test's DOM without layout). */
const UNMEASURED_HEIGHT_PX = 800;
const UNMEASURED_RECT: Rect = { width: 0, height: UNMEASURED_HEIGHT_PX };

/** The list's size as the browser lays it out; without a layout, a screenful is rendered rather than nothing. */
function observeListRect(instance: Virtualizer<HTMLDivElement, Element>, onChange: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) =>
    onChange(rect.height > 0 ? rect : { ...rect, height: UNMEASURED_HEIGHT_PX }),
  );
}

/**
 * A rendered message's height. The ResizeObserver gives it once the browser has laid the row out,
 * with all the rows rendered together; read at once when the row is mounted instead, each row
 * would force a layout of the page of its own. Until then the row counts as guessed.
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/**
 * The conversation, newest at the bottom. Only the messages on screen (and a few either side) are
 * in the DOM, so a conversation of thousands opens and scrolls as fast as a short one; the others
 * come as they are scrolled to, each in its place (the list keeps the conversation's order and
 * tells assistive technology each item's position in the whole). The message holding the focus, the
 * one being edited and the search hit stay rendered wherever the list is scrolled. The log is not a
 * live region (aria-live off): streamed tokens would flood a screen reader. The panel announces
 * each finished reply once instead.
 */
export function MessageList({ live, agentName, busy, highlight, versions }: MessageListProps) {
  const t = useT();
  const { messages, status, reply } = useSyncExternalStore(live.subscribe, live.getState);
  const streamingId = status === 'streaming' ? (reply?.id ?? null) : null;
  const processing = busy && streamingId === null;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const stickRef = useRef(true);
  // Set when the search hit has been scrolled to: the list stays there, whatever renders or is
  // measured, until the user scrolls or sends (see releaseHold).
  const holdRef = useRef(false);
  const hitIndex = highlight ? messages.findIndex((m) => m.id === highlight.messageId) : -1;
  const scrolledToHitRef = useRef<string | null>(null);
  const lastIdRef = useRef<string | null>(null);
  const countRef = useRef(0);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const focusedIndex = focusedId ? messages.findIndex((m) => m.id === focusedId) : -1;
  const editingIndex = versions?.editingId ? messages.findIndex((m) => m.id === versions.editingId) : -1;

  const count = messages.length;
  const estimateSize = useCallback((index: number) => estimateMessageHeight(messages[index]!), [messages]);
  const getItemKey = useCallback((index: number) => messages[index]!.id, [messages]);
  // The virtualizer, for the range to read its scroll direction: it exists only once it is made
  // with this function.
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const v = virtualizerRef.current;
      const widened = aheadOfScroll(range, v?.isScrolling ? v.scrollDirection : null, SCROLL_AHEAD);
      return withKeptIndexes(defaultRangeExtractor(widened), [focusedIndex, editingIndex, hitIndex], count);
    },
    [focusedIndex, editingIndex, hitIndex, count],
  );
  // The app is not built with the React Compiler; the virtualizer re-renders this list itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    // Stable while the conversation is: a new function makes the virtualizer go over every message.
    estimateSize,
    getItemKey,
    measureElement: measureRow,
    rangeExtractor,
    overscan: OVERSCAN,
    gap: MESSAGE_GAP_PX,
    paddingStart: MESSAGE_GAP_PX,
    // Opened at the bottom: the first render already holds the latest messages.
    initialOffset: () => Number.MAX_SAFE_INTEGER,
    initialRect: UNMEASURED_RECT,
    observeElementRect: observeListRect,
    // Scrolling moves the rendered rows by style alone; React renders when the window changes.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    // A scroll that moves the window renders its new rows in a task of their own, after the frame
    // is painted, rather than inside the scroll event: a frame no longer waits for the rows (their
    // Markdown above all) it does not show yet. SCROLL_AHEAD keeps those rows ready in time.
    useFlushSync: false,
  });
  virtualizerRef.current = virtualizer;

  // The list is the virtualizer's size container: it sets its height to the whole conversation's.
  const { containerRef } = virtualizer;
  const setList = useCallback(
    (node: HTMLOListElement | null) => {
      listRef.current = node;
      containerRef(node);
    },
    [containerRef],
  );

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const last = messages.at(-1);
    if (last && last.id !== lastIdRef.current) {
      lastIdRef.current = last.id;
      // Your own new message always brings the view down, wherever you had scrolled.
      if (last.role === 'user') {
        holdRef.current = false;
        stickRef.current = true;
      }
    }
    // A search hit is shown once, when the conversation holding it is there: the virtualizer puts
    // it in the middle (measuring the messages around it as they render), and the list holds it
    // there until the user scrolls.
    if (highlight && hitIndex >= 0 && scrolledToHitRef.current !== highlight.messageId) {
      scrolledToHitRef.current = highlight.messageId;
      stickRef.current = false;
      holdRef.current = true;
      virtualizer.scrollToIndex(hitIndex, { align: 'center' });
      return;
    }
    if (!stickRef.current) return;
    // A message added (or the conversation loaded): the virtualizer goes to the end itself,
    // following the new messages' measured heights until it stays there.
    if (messages.length !== countRef.current) virtualizer.scrollToEnd();
    else el.scrollTop = el.scrollHeight;
  }, [messages, processing, virtualizer, highlight, hitIndex]);
  useLayoutEffect(() => {
    countRef.current = messages.length;
  });

  useEffect(() => {
    const item = highlight && hitIndex >= 0 ? listRef.current?.querySelector('[data-search-hit]') : null;
    return item ? highlightTerms(item, highlight!.terms) : undefined;
  }, [hitIndex, highlight, messages]);

  // Growth the render cannot see (a message measured, highlighting that loads, a streaming reply)
  // keeps the bottom in view.
  useEffect(() => {
    const el = scrollerRef.current;
    const list = listRef.current;
    if (!el || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // Only a scroll up, away from the bottom, lets go of it: messages measured taller than guessed
  // while the list goes down to the end leave it short of the bottom for a moment, still following.
  const lastTopRef = useRef(0);
  const onScroll = () => {
    const el = scrollerRef.current;
    if (!el || holdRef.current) return;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_THRESHOLD_PX;
    stickRef.current = nearBottom || (stickRef.current && el.scrollTop >= lastTopRef.current);
    lastTopRef.current = el.scrollTop;
  };

  // The user's own scrolling (wheel, touch, the scroll bar, keys) ends the hold on the search hit.
  const releaseHold = () => {
    if (!holdRef.current) return;
    holdRef.current = false;
    const el = scrollerRef.current;
    if (el) lastTopRef.current = el.scrollTop;
  };

  // Home and End go through the virtualizer: the browser's own (animated) scroll to the top or the
  // bottom is cut short when the messages it passes are measured and the list corrects its offset.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    releaseHold();
    if (event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'Home' && event.key !== 'End') return;
    // In a text field (the edit form), Home and End move the caret.
    if (
      event.target !== event.currentTarget &&
      (event.target as Element).closest('input, textarea, select, [contenteditable]')
    )
      return;
    event.preventDefault();
    if (event.key === 'Home') {
      stickRef.current = false;
      virtualizer.scrollToOffset(0);
    } else {
      stickRef.current = true;
      virtualizer.scrollToEnd();
    }
  };

  // The message holding the focus stays rendered when it is scrolled away (see rangeExtractor).
  const onFocus = (event: FocusEvent) => {
    const id = (event.target as Element).closest<HTMLElement>('li[data-message-id]')?.dataset.messageId ?? null;
    setFocusedId(id);
  };
  const onBlur = (event: FocusEvent) => {
    if (!listRef.current?.contains(event.relatedTarget as Node | null)) setFocusedId(null);
  };

  return (
    <div
      ref={scrollerRef}
      role="log"
      aria-live="off"
      aria-label={t('agent-chat.list.conversationWith', { name: agentName })}
      tabIndex={0}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onWheel={releaseHold}
      onTouchStart={releaseHold}
      onPointerDown={releaseHold}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pb-4 focus-visible:outline-offset-[-2px] sm:px-4"
    >
      <ol ref={setList} className="relative" onFocus={onFocus} onBlur={onBlur}>
        {virtualizer.getVirtualItems().map((row) => {
          const m = messages[row.index]!;
          return (
            <MessageItem
              key={m.id}
              ref={virtualizer.measureElement}
              index={row.index}
              count={count}
              message={m}
              agentName={agentName}
              streaming={m.id === streamingId}
              searchHit={m.id === highlight?.messageId}
              versions={versions}
            />
          );
        })}
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
