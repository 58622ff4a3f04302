import { startTransition, useLayoutEffect } from 'react';
import { publicConfigQuery } from '@/lib/public-config';
import { sessionQuery } from '@/lib/queries/user';
import { STATIC_PAGE_ELEMENT_ID } from '@common/static-pages';

/**
 * Whether the visitor is looking at a prerendered page (server/plugins/static-pages.ts): it is in
 * the HTML and theme-init.js has not hidden it.
 */
export function staticPageShown(): boolean {
  return (
    document.getElementById(STATIC_PAGE_ELEMENT_ID) !== null &&
    document.documentElement.getAttribute('data-static-page') !== 'off'
  );
}

/**
 * Calls `start` once the app's root element is in the document. A prerendered page adds the app's
 * script from its head (scripts/lib/static-page-shell.ts) and a module script runs as soon as it
 * is loaded: from the cache, that can be before the parser has reached #root.
 */
export function whenRootParsed(start: () => void): void {
  if (document.getElementById('root') || document.readyState !== 'loading') start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/**
 * Renders the app behind the prerendered page the visitor sees. Nothing of it shows until the
 * page is whole, so nothing is gained by rendering it early in pieces; what counts is that the
 * page stays responsive meanwhile. So the shell's two reads (the public config and the session)
 * are awaited first: rendered before they answer, each answer re-renders the whole page at once
 * (an external store's update is never split). Then the app renders as a transition, which React
 * splits into slices of a few milliseconds with the browser free in between.
 */
export function renderBehindStaticPage(render: () => void): void {
  void Promise.allSettled([publicConfigQuery.refetch(), sessionQuery.refetch()]).then(() => startTransition(render));
}

/**
 * Takes the prerendered page away once the app has rendered its own: in a layout effect, so the
 * browser paints the one in place of the other in the same frame and the visitor sees no change.
 * Until then the app's root is hidden (index.css), so its spinners never show beside the page.
 */
export function StaticPageHandover() {
  useLayoutEffect(() => document.getElementById(STATIC_PAGE_ELEMENT_ID)?.remove(), []);
  return null;
}
