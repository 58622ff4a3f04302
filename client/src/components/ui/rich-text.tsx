import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

/**
 * A translated message with tags, as React nodes: `<0>text</0>` becomes `parts[0]` with the text as
 * its children, `<1/>` becomes `parts[1]` as it is. For links and emphasis inside a sentence, so
 * each language can place them where its grammar wants (`t('…')` keeps the tags as text). Tags do
 * not nest.
 */
export function richText(message: string, parts: ReactElement[]): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > last) nodes.push(message.slice(last, match.index));
    const paired = match[1] !== undefined;
    const part = parts[Number(paired ? match[1] : match[3])];
    if (!part) nodes.push(match[2] ?? '');
    else
      nodes.push(
        paired ? cloneElement(part, { key: nodes.length }, match[2]) : cloneElement(part, { key: nodes.length }),
      );
    last = match.index + match[0].length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return <>{nodes}</>;
}
