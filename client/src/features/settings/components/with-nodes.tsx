import { Fragment, type ReactNode } from 'react';

// A character no translation contains, around each slot's name in the translated text.
const MARK = '\u0000';

/**
 * A translated sentence with elements in it (a `<code>`, a link): the message keeps `{name}`
 * placeholders, filled with markers by `withNodes.slots`, which are then replaced by the elements,
 * wherever the language puts them in the sentence.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text.split(new RegExp(`${MARK}(\\w+)${MARK}`)).map((part, i) =>
    // split puts the captured names at the odd indices.
    i % 2 === 1 ? <Fragment key={i}>{nodes[part]}</Fragment> : part,
  );
}

/** The values that mark where each named element goes. */
withNodes.slots = (...names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`]));
