import { useLayoutEffect } from 'react';
import { STATIC_PAGE_ELEMENT_ID } from '@common/static-pages';

/**
 * Takes the prerendered page away once the app has rendered its own: in a layout effect, so the
 * browser paints the one in place of the other in the same frame and the visitor sees no change.
 * Until then the app's root is hidden (index.css), so its spinners never show beside the page.
 */
export function StaticPageHandover() {
  useLayoutEffect(() => document.getElementById(STATIC_PAGE_ELEMENT_ID)?.remove(), []);
  return null;
}
