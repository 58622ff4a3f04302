/**
 * The paging sizes and the next-page link, free of zod so the client's API helper (on every page's
 * first load) can follow the links without the schema library; schemas/paging.ts builds the
 * `?limit=&cursor=` schema on these.
 *
 * The first page is large enough that an ordinary account sees all of its rows at once; the
 * maximum keeps one request's work bounded whatever the table holds.
 */
export const PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_MAX = 200;

/** The header naming the next page, and the relation in it. */
export const NEXT_PAGE_HEADER = 'link';

/** The next page's URL from a `Link` header value, or null on the last page. */
export function nextPageUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  return match?.[1] ?? null;
}
