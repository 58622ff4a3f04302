import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { GFM_TEXTS, randomTexts } from './markdown-fixtures';
import { renderMarkdown } from './render-markdown';

/** Components that show what they were given, the HAST node included. */
const components: Components = {
  a: ({ node, ...props }) => createElement('a', { ...props, 'data-tag': node?.tagName }),
  pre: ({ node, children }) => createElement('pre', { 'data-children': node?.children.length }, children),
  img: ({ node: _n, ...props }) => createElement('img', props),
};

const reference = (text: string, withComponents?: Components) =>
  renderToStaticMarkup(
    createElement(ReactMarkdown, { remarkPlugins: [remarkGfm], skipHtml: true, components: withComponents }, text),
  );
const ours = (text: string, withComponents: Components = {}) =>
  renderToStaticMarkup(renderMarkdown(text, withComponents) as ReactElement);

/** What react-markdown is relied on for: its safe URLs, HTML left out, and the HAST node passed to components. */
const EDGE_TEXTS = [
  '[ok](https://example.com) [bad](javascript:alert(1)) [rel](/a/b) [frag](#x) <https://example.org>',
  '![pic](data:image/png;base64,AAAA) ![ok](https://example.com/a.png "title")',
  '- **bold** <img src="x" onerror="alert(1)"> <b>not bold</b>\n\n<div>block</div>\n\nafter',
  '```ts\nconst a = 1;\n```\n\n    indented\n\n`inline`',
  '# One\n\n## Two\n\n> quote\n\n1. one\n2. two\n\n---\n\n| a |\n| - |\n| [x](vbscript:y) |',
];

describe('renderMarkdown', () => {
  it("renders what react-markdown renders with GitHub's additions and skipHtml", () => {
    for (const text of [...EDGE_TEXTS, ...GFM_TEXTS]) {
      expect(ours(text), text).toBe(reference(text));
      expect(ours(text, components), text).toBe(reference(text, components));
    }
  });

  it('renders random Markdown as react-markdown does', () => {
    for (const text of randomTexts(1500)) expect(ours(text), JSON.stringify(text)).toBe(reference(text));
  });

  it('drops unsafe URLs and raw HTML', () => {
    const html = ours(EDGE_TEXTS[0]! + '\n\n' + EDGE_TEXTS[2]!);
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="/a/b"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<div>');
  });
});
