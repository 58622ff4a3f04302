import { lazy, Suspense } from 'react';

const MarkdownRenderer = lazy(() => import('./markdown-renderer').then((m) => ({ default: m.MarkdownRenderer })));

/** Characters that make text Markdown; the greeting and most short replies have none. */
const MARKDOWN_SYNTAX = /[*_`#[\]|>~]|^\s*(\d+\.|[-+])\s/m;

const Plain = ({ content }: { content: string }) => (
  <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{content}</p>
);

/**
 * Renders a reply as Markdown, loading the renderer only when a reply needs it: the email
 * assistant is the dashboard's default view, and the renderer would otherwise weigh on its first
 * load (decision 004).
 */
export function MarkdownText({ content }: { content: string }) {
  if (!MARKDOWN_SYNTAX.test(content)) return <Plain content={content} />;
  return (
    <Suspense fallback={<Plain content={content} />}>
      <MarkdownRenderer content={content} />
    </Suspense>
  );
}
