import { useMemo, type ComponentProps, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block';
import { mayUseGfm } from './gfm-syntax';
import { headingTag, languageOf, textOf, type HastNode } from './hast';
import { useT } from './i18n';

/**
 * A model's reply rendered as Markdown (GitHub flavour). Raw HTML in the text is never rendered:
 * no rehype-raw, and react-markdown drops HTML nodes (skipHtml); unsafe link protocols are removed
 * by its default URL transform. Links open in a new tab.
 *
 * This module weighs react-markdown and remark-gfm: import it statically only from a lazily loaded
 * chunk, or go through `markdown-text.tsx`, which loads it when a text needs it (decision 004).
 */
export interface MarkdownProps {
  content: string;
  /** The HTML level a `#` heading becomes: one below the heading of the section the text sits in. */
  headingLevel?: 2 | 3 | 4 | 5;
  /** `sm`: a chat's main column; `xs`: a side panel (smaller headings, tables and code). */
  size?: 'sm' | 'xs';
  /** Fenced code: `highlighted` (a copy button, highlight.js loaded on first use) or `plain`. */
  codeBlocks?: 'highlighted' | 'plain';
}

type Size = NonNullable<MarkdownProps['size']>;

/** Heading classes by Markdown depth (index 0 is `#`). */
const HEADINGS: Record<Size, readonly string[]> = {
  sm: [
    'mt-3 mb-2 text-lg font-bold',
    'mt-3 mb-2 text-base font-bold',
    'mt-3 mb-1 font-semibold',
    'mt-2 mb-1 font-semibold',
    'mt-2 mb-1 font-semibold',
    'mt-2 mb-1 font-semibold',
  ],
  xs: [
    'mt-3 mb-1 font-bold',
    'mt-3 mb-1 font-bold',
    'mt-2 mb-1 font-semibold',
    'mt-2 mb-1 font-semibold',
    'mt-2 mb-1 font-semibold',
    'mt-2 mb-1 font-semibold',
  ],
};

const INLINE_CODE: Record<Size, string> = {
  sm: 'rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]',
  xs: 'rounded bg-muted px-1 font-mono text-[0.9em]',
};

const TABLE: Record<Size, string> = {
  sm: 'w-full border-collapse text-left text-sm',
  xs: 'w-full border-collapse text-left text-xs',
};

function HighlightedPre({ node, children }: ComponentProps<'pre'> & { node?: HastNode }): ReactNode {
  const code = node?.children?.find((c) => c.tagName === 'code');
  if (!code) return <pre>{children}</pre>;
  return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={languageOf(code)} />;
}

/** Said after a link's text by screen readers: the link leaves this tab. */
function NewTabNote() {
  const t = useT();
  return <span className="sr-only">{t('markdown.link.newTab')}</span>;
}

const plainPre: Components['pre'] = ({ node: _n, ...props }) => (
  <pre className="my-2 overflow-x-auto rounded bg-muted p-2 font-mono text-xs" tabIndex={0} {...props} />
);

function heading(depth: number, headingLevel: number, className: string): Components['h1'] {
  const Tag = headingTag(depth, headingLevel);
  return function Heading({ node: _n, ...props }) {
    return <Tag className={className} {...props} />;
  };
}

function buildComponents(
  headingLevel: number,
  size: Size,
  codeBlocks: NonNullable<MarkdownProps['codeBlocks']>,
): Components {
  const [h1, h2, h3, h4, h5, h6] = HEADINGS[size].map((className, i) => heading(i + 1, headingLevel, className));
  return {
    pre: codeBlocks === 'highlighted' ? (HighlightedPre as Components['pre']) : plainPre,
    p: ({ node: _n, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
    a: ({ node: _n, children, ...props }) => (
      <a
        className="font-medium text-primary underline underline-offset-2"
        target="_blank"
        rel="noopener noreferrer"
        {...props}
      >
        {children}
        <NewTabNote />
      </a>
    ),
    ul: ({ node: _n, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
    ol: ({ node: _n, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
    h1,
    h2,
    h3,
    h4,
    h5,
    h6,
    blockquote: ({ node: _n, ...props }) => (
      <blockquote className="my-2 border-l-2 border-primary/50 pl-3 text-muted-foreground" {...props} />
    ),
    code: ({ node: _n, ...props }) => <code className={INLINE_CODE[size]} {...props} />,
    table: ({ node: _n, ...props }) => (
      <div className="my-2 overflow-x-auto">
        <table className={TABLE[size]} {...props} />
      </div>
    ),
    th: ({ node: _n, ...props }) => <th className="border px-2 py-1 font-semibold" {...props} />,
    td: ({ node: _n, ...props }) => <td className="border px-2 py-1 align-top" {...props} />,
    hr: ({ node: _n, ...props }) => <hr className="my-3" {...props} />,
  };
}

/**
 * One components map per option set, built once: new component functions on every render would
 * remount the reply's elements as it streams (and a code block would lose its highlighting).
 */
const componentCache = new Map<string, Components>();

function componentsFor(headingLevel: number, size: Size, codeBlocks: NonNullable<MarkdownProps['codeBlocks']>) {
  const key = `${headingLevel}:${size}:${codeBlocks}`;
  let components = componentCache.get(key);
  if (!components) {
    components = buildComponents(headingLevel, size, codeBlocks);
    componentCache.set(key, components);
  }
  return components;
}

const WITH_GFM = [remarkGfm];
const WITHOUT_GFM: typeof WITH_GFM = [];

export function Markdown({ content, headingLevel = 3, size = 'sm', codeBlocks = 'highlighted' }: MarkdownProps) {
  const components = componentsFor(headingLevel, size, codeBlocks);
  // The same element while the text is the same: a render of the conversation around a reply (a
  // send starting or ending re-renders every row on screen) skips it instead of parsing it again.
  const rendered = useMemo(
    () => (
      <ReactMarkdown remarkPlugins={mayUseGfm(content) ? WITH_GFM : WITHOUT_GFM} components={components} skipHtml>
        {content}
      </ReactMarkdown>
    ),
    [content, components],
  );
  return <div className="text-sm leading-relaxed break-words">{rendered}</div>;
}
