/**
 * What the renderer (`markdown.tsx`) reads from react-markdown's HAST nodes and heading depths,
 * without React, so it is unit-tested in Node.
 */

/** The level a Markdown heading of `depth` (1 for `#`) becomes under a text whose `#` is `headingLevel`. */
export function headingTag(depth: number, headingLevel: number): `h${1 | 2 | 3 | 4 | 5 | 6}` {
  const level = Math.min(6, Math.max(1, Math.round(headingLevel) + depth - 1)) as 1 | 2 | 3 | 4 | 5 | 6;
  return `h${level}`;
}

/** The part of a HAST node (react-markdown's `node` prop) that code blocks need. */
export interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

export const textOf = (node: HastNode | undefined): string =>
  !node ? '' : node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** `ts` for a fence opened with ```ts (remark writes it as the class `language-ts`). */
export function languageOf(node: HastNode | undefined): string | undefined {
  const classes = node?.properties?.className;
  const list = Array.isArray(classes) ? classes : [];
  const match = list.map(String).find((c) => c.startsWith('language-'));
  return match?.slice('language-'.length).toLowerCase() || undefined;
}
