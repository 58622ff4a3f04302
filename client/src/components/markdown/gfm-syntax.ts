/**
 * Whether a text may hold GitHub's additions to Markdown: a table needs `|`, strikethrough `~`, a
 * task list item or a footnote `[`, and a bare link `www.`, `http` or an address's `@` (in either
 * case). A text with none of them parses to the same tree without them, at about two thirds of the
 * cost: a long conversation parses every reply it scrolls past.
 */
const GFM_SYNTAX = /[[|~@]|http|www/i;

export function mayUseGfm(text: string): boolean {
  return GFM_SYNTAX.test(text);
}
