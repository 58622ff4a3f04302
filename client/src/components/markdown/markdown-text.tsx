import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './markdown';
import { looksLikeMarkdown } from './markdown-syntax';

// Only a type comes from './markdown' above: the renderer itself stays in its own chunk.
const Markdown = lazy(() => import('./markdown').then((m) => ({ default: m.Markdown })));

const Plain = ({ content }: { content: string }) => (
  <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{content}</p>
);

/**
 * A reply as Markdown, with the renderer (react-markdown, remark-gfm) loaded only when a reply
 * holds Markdown syntax; until then, and for plain replies, the text as it is. For views on a first
 * load, such as the dashboard's default email assistant (decision 004). Takes `Markdown`'s props.
 */
export function MarkdownText(props: MarkdownProps) {
  const plain = <Plain content={props.content} />;
  if (!looksLikeMarkdown(props.content)) return plain;
  return (
    <Suspense fallback={plain}>
      <Markdown {...props} />
    </Suspense>
  );
}
