import type { ComponentProps, ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block';

/**
 * A reply rendered as Markdown (GitHub flavour). Raw HTML in the model's text is never rendered:
 * no rehype-raw, and react-markdown drops HTML nodes; unsafe link protocols are removed by its
 * default URL transform.
 */

interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

const textOf = (node: HastNode | undefined): string =>
  !node ? '' : node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

function languageOf(node: HastNode | undefined): string | undefined {
  const classes = node?.properties?.className;
  const list = Array.isArray(classes) ? classes : [];
  const match = list.map(String).find((c) => c.startsWith('language-'));
  return match?.slice('language-'.length).toLowerCase() || undefined;
}

function Pre({ node, children }: ComponentProps<'pre'> & { node?: HastNode }): ReactNode {
  const code = node?.children?.find((c) => c.tagName === 'code');
  if (!code) return <pre>{children}</pre>;
  return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={languageOf(code)} />;
}

const components: Components = {
  pre: Pre as Components['pre'],
  p: ({ node: _n, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  a: ({ node: _n, children, ...props }) => (
    <a
      className="font-medium text-primary underline underline-offset-2"
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ),
  ul: ({ node: _n, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _n, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  // The reply sits under the panel's h2: its own headings start at h3.
  h1: ({ node: _n, ...props }) => <h3 className="mt-3 mb-2 text-lg font-bold" {...props} />,
  h2: ({ node: _n, ...props }) => <h4 className="mt-3 mb-2 text-base font-bold" {...props} />,
  h3: ({ node: _n, ...props }) => <h5 className="mt-3 mb-1 font-semibold" {...props} />,
  h4: ({ node: _n, ...props }) => <h6 className="mt-2 mb-1 font-semibold" {...props} />,
  h5: ({ node: _n, ...props }) => <h6 className="mt-2 mb-1 font-semibold" {...props} />,
  h6: ({ node: _n, ...props }) => <h6 className="mt-2 mb-1 font-semibold" {...props} />,
  blockquote: ({ node: _n, ...props }) => (
    <blockquote className="my-2 border-l-2 border-primary/50 pl-3 text-muted-foreground" {...props} />
  ),
  code: ({ node: _n, ...props }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]" {...props} />,
  table: ({ node: _n, ...props }) => (
    <div className="my-2 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _n, ...props }) => <th className="border px-2 py-1 font-semibold" {...props} />,
  td: ({ node: _n, ...props }) => <td className="border px-2 py-1 align-top" {...props} />,
  hr: ({ node: _n, ...props }) => <hr className="my-3" {...props} />,
};

export function MarkdownMessage({ content }: { content: string }) {
  return (
    <div className="text-sm leading-relaxed break-words">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {content}
      </ReactMarkdown>
    </div>
  );
}
