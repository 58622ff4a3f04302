import type { ConversationMessage } from '../chat-logic';

/**
 * The rules of the conversation's rendered window, without React: which messages are in the DOM
 * besides those on screen, and how tall a message is guessed to be before it is measured.
 */

/** Pixels between two messages (the list's former `gap-4`). */
export const MESSAGE_GAP_PX = 16;

/**
 * The indexes on screen (sorted, as the virtualizer gives them) with the ones that must stay
 * rendered wherever the list is scrolled: the message holding the focus, the one being edited,
 * the search hit. Sorted, each once, so the DOM keeps the conversation's order.
 */
export function withKeptIndexes(onScreen: readonly number[], kept: readonly number[], count: number): number[] {
  const extra = kept.filter(
    (i, at) => Number.isInteger(i) && i >= 0 && i < count && !onScreen.includes(i) && kept.indexOf(i) === at,
  );
  if (extra.length === 0) return onScreen as number[];
  return [...onScreen, ...extra].sort((a, b) => a - b);
}

/** The rendered window's ends, as the virtualizer reckons them (overscan included by the caller). */
export interface WindowRange {
  startIndex: number;
  endIndex: number;
  count: number;
}

/**
 * The window widened by `rows` messages on the side the list is scrolling towards. The rows of a
 * scroll are rendered in a task of their own after the frame is painted, so while scrolling the
 * screen can run ahead of the rendered window by two frames' distance; the extra rows are there
 * before it gets to them. At rest (the list just opened, or the scroll ended) the window is as given.
 */
export function aheadOfScroll<R extends WindowRange>(
  range: R,
  direction: 'forward' | 'backward' | null,
  rows: number,
): R {
  if (direction === 'forward') return { ...range, endIndex: Math.min(range.endIndex + rows, range.count - 1) };
  if (direction === 'backward') return { ...range, startIndex: Math.max(range.startIndex - rows, 0) };
  return range;
}

/** Characters on a line of a bubble, roughly, at the chat's usual width. */
const CHARS_PER_LINE = 70;
const LINE_PX = 20;

/**
 * A first guess at a message's height, replaced by its measured height once it is rendered. The
 * closer the guess, the less the scroll bar moves as messages are measured.
 */
export function estimateMessageHeight(message: ConversationMessage): number {
  let height = estimates.get(message);
  if (height === undefined) {
    height = estimate(message);
    estimates.set(message, height);
  }
  return height;
}

/**
 * Each message's guess, kept while the message object lives: the virtualizer asks for every
 * message's each time the conversation changes (a streamed reply changes it many times a second).
 */
const estimates = new WeakMap<ConversationMessage, number>();

function estimate(message: ConversationMessage): number {
  if (message.role === 'system') return 40;
  if (message.images?.length) return 360;
  // Wrapped lines and line breaks, counted without splitting the text (this runs for every
  // message of the conversation when it opens).
  const text = message.content;
  let lines = Math.ceil(text.length / CHARS_PER_LINE);
  for (let at = text.indexOf('\n'); at >= 0 && lines < 400; at = text.indexOf('\n', at + 1)) lines++;
  // Name and time, the bubble's padding, and under a reply its footer and Read aloud.
  const chrome = message.role === 'assistant' ? 96 : 56;
  const attachments = message.attachments?.length ? 96 : 0;
  return chrome + attachments + Math.min(Math.max(lines, 1), 400) * LINE_PX;
}
