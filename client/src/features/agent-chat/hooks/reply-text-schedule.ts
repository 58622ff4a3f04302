import { flushSync } from 'react-dom';

/**
 * When a streamed reply's text is rendered (the chat engine's `scheduleText`; returns the cancel).
 * The first words are rendered the moment they arrive, so the next frame paints them: waiting for
 * that frame's animation callback to render them would add the render to the wait. What follows
 * is rendered at most once per frame, inside the frame's callback, so a fast stream costs one
 * render per frame.
 */
export function scheduleReplyText(update: () => void, firstText: boolean): () => void {
  if (firstText) {
    flushSync(update);
    return () => {};
  }
  const frame = requestAnimationFrame(() => flushSync(update));
  return () => cancelAnimationFrame(frame);
}
