import { z } from 'zod';

/**
 * Text a database cannot store as given. PostgreSQL refuses U+0000 in text (the request would fail
 * with a 500); SQLite stores it, so the two databases would disagree. A lone UTF-16 surrogate has
 * no UTF-8 form: both databases silently replace it, and what is read back differs from what was
 * saved. Neither can come from typing, so both are refused rather than repaired.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that cannot be saved (a NUL character or half of a surrogate pair)';

export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * The one rule for storable text, as a zod check. Every string a client sends (body, query, path
 * parameters, headers) is built with `text()`, which starts with this check; the route-table test
 * (server/routes/input-text.test.ts) fails for a route input string without it. `abort` stops the
 * string's other checks, so the answer names this problem rather than a length or format.
 */
export const storableText = z.refine<string>(isStorableText, {
  error: UNSTORABLE_TEXT_MESSAGE,
  abort: true,
  params: { unstorableText: true },
});

/** `z.string()` for anything a client sends: refuses text a database cannot store. */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(storableText);

/** True for the issue `storableText` raises (the server's error handler names the field with it). */
export const isUnstorableTextIssue = (issue: { params?: unknown }): boolean =>
  typeof issue.params === 'object' && issue.params !== null && 'unstorableText' in issue.params;
