import type { ClientRoute } from './routes.js';

/**
 * The public pages a visitor without a session gets as HTML already rendered, so the page is
 * painted before the app's script has run. scripts/prerender-public-pages.ts renders them at
 * build time; server/plugins/static-pages.ts sends them.
 */
export const STATIC_PAGE_PATHS = ['/', '/library', '/pricing'] as const satisfies readonly ClientRoute[];

/**
 * Stand-ins the build renders where a value of the deployment or of the day goes (the footer's
 * links and year); the server writes the real ones in. Each is a string no page would show.
 */
export const STATIC_PAGE_SLOTS = {
  supportEmail: 'static-page-slot-support-email',
  docsUrl: 'static-page-slot-docs-url',
  statusUrl: 'static-page-slot-status-url',
  /** A number, as the footer reads the year from the clock: one no one will see there. */
  year: 98765,
} as const;

/**
 * The element the server puts a prerendered page in, beside the app's root; the app removes it
 * once it has rendered the page itself (client/src/app/static-page-handover.tsx).
 */
export const STATIC_PAGE_ELEMENT_ID = 'prerendered';

/** Where the build writes the rendered pages, under dist/. */
export const STATIC_PAGES_FILE = 'prerender/static-pages.json';

export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number];

/** What the build writes: each page's markup, with the slots still in it, and the shell it goes in. */
export interface StaticPagesFile {
  /** The app's index.html with its stylesheet and theme-init.js written in (scripts/lib/static-page-shell.ts), per page. */
  shells: Record<StaticPagePath, string>;
  pages: Record<StaticPagePath, string>;
}
