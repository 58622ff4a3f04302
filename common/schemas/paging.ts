import { z } from 'zod';
import { text } from './text.js';

/**
 * The one paging of the API's lists. A list route takes `?limit=&cursor=`, answers the same body as
 * it always did (an array, or the object holding it) holding at most `limit` rows, and when more
 * rows follow names the next page in a `Link: <…>; rel="next"` header (the form GitHub's API uses).
 * Callers that read only the body keep working; those that want every row follow the link.
 *
 * The first page is large enough that an ordinary account sees all of its rows at once; the
 * maximum keeps one request's work bounded whatever the table holds.
 */
export const PAGE_SIZE_DEFAULT = 100;
export const PAGE_SIZE_MAX = 200;

/** An opaque position in a list (base64url), handed out by the server in the next-page link. */
export const PageCursorSchema = text()
  .max(400)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a page cursor');

export const pageQueryFields = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX)
    .default(PAGE_SIZE_DEFAULT)
    .describe(`Rows in one answer (at most ${PAGE_SIZE_MAX})`),
  cursor: PageCursorSchema.optional().describe(
    'Where the page starts: taken from the `Link: <…>; rel="next"` header of the page before (absent on the last page)',
  ),
};

/** `?limit=&cursor=` of every list route. */
export const PageQuerySchema = z.object(pageQueryFields);
export type PageQuery = z.output<typeof PageQuerySchema>;
export type PageQueryInput = z.input<typeof PageQuerySchema>;

/** The header naming the next page, and the relation in it. */
export const NEXT_PAGE_HEADER = 'link';

/** The next page's URL from a `Link` header value, or null on the last page. */
export function nextPageUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  return match?.[1] ?? null;
}
