import { Fragment, type ReactNode } from 'react';

/**
 * A translated message with numbered tags (`Saved key <0>{key}</0>.`) as React nodes: the text
 * between `<n>` and `</n>` goes through the n-th function, so the words around it can move with
 * the language while the markup stays the component's.
 */
export function richText(message: string, tags: readonly ((chunk: string) => ReactNode)[]): ReactNode {
  const parts = message.split(/<(\d+)>(.*?)<\/\1>/);
  return parts.map((part, i) => {
    if (i % 3 === 0) return part ? <Fragment key={i}>{part}</Fragment> : null;
    if (i % 3 === 1) return null;
    return <Fragment key={i}>{tags[Number(parts[i - 1])]?.(part) ?? part}</Fragment>;
  });
}
