/**
 * Compact mode is a class on <html>: index.css lowers Tailwind's `--spacing` under it, so every
 * padding, gap and margin of the product tightens without a component knowing about it.
 * `client/public/theme-init.js` sets the same class before the first paint.
 */
const COMPACT_CLASS = 'compact';

export function applyCompactMode(on: boolean): void {
  document.documentElement.classList.toggle(COMPACT_CLASS, on);
}
