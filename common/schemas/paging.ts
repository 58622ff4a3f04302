import { z } from 'zod';
import { NEXT_PAGE_HEADER, nextPageUrl, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../paging-constants.js';
import { text } from './text.js';

export { NEXT_PAGE_HEADER, nextPageUrl, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX };

/**
 * The one paging of the API's lists. A list route takes `?limit=&cursor=`, answers the same body as
 * it always did (an array, or the object holding it) holding at most `limit` rows, and when more
 * rows follow names the next page in a `Link: <…>; rel="next"` header (the form GitHub's API uses).
 * Callers that read only the body keep working; those that want every row follow the link.
 * The sizes and the link parser live in paging-constants.ts, free of zod for the client.
 */

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
