import { Fragment, type ReactNode } from 'react';

const MARK = '\uE000';

/**
 * A translated sentence with elements (a link, bold text) in place of its placeholders, so each
 * language keeps its own word order: `format` gets a marker for each element and returns the
 * message, which is then split at the markers.
 */
export function richText(
  format: (values: Record<string, string>) => string,
  elements: Record<string, ReactNode>,
): ReactNode {
  const names = Object.keys(elements);
  const message = format(Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`])));
  const parts = message.split(new RegExp(`${MARK}(\\d+)${MARK}`));
  // split() with a capture group alternates text and the captured index: text, index, text, ...
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 0 ? part : elements[names[Number(part)]!]}</Fragment>);
}
