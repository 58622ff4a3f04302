import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Raw HTML in the model's text is never rendered (skipHtml); links open in a new tab. */
const components: Components = {
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
  h1: ({ node: _n, ...props }) => <h4 className="mt-3 mb-1 font-bold" {...props} />,
  h2: ({ node: _n, ...props }) => <h5 className="mt-3 mb-1 font-bold" {...props} />,
  h3: ({ node: _n, ...props }) => <h6 className="mt-2 mb-1 font-semibold" {...props} />,
  h4: ({ node: _n, ...props }) => <h6 className="mt-2 mb-1 font-semibold" {...props} />,
  pre: ({ node: _n, ...props }) => (
    <pre className="my-2 overflow-x-auto rounded bg-muted p-2 font-mono text-xs" tabIndex={0} {...props} />
  ),
  code: ({ node: _n, ...props }) => <code className="rounded bg-muted px-1 font-mono text-[0.9em]" {...props} />,
  table: ({ node: _n, ...props }) => (
    <div className="my-2 overflow-x-auto">
      <table className="w-full border-collapse text-left text-xs" {...props} />
    </div>
  ),
  th: ({ node: _n, ...props }) => <th className="border px-2 py-1 font-semibold" {...props} />,
  td: ({ node: _n, ...props }) => <td className="border px-2 py-1 align-top" {...props} />,
};

export function MarkdownRenderer({ content }: { content: string }) {
  return (
    <div className="text-sm leading-relaxed break-words">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {content}
      </ReactMarkdown>
    </div>
  );
}
