import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, type MarkdownProps } from './markdown';
import { highlightCode } from './highlighter';

// Rendered to HTML in Node: effects do not run, so a code block shows its plain text, as it does
// before the highlighter's chunk has loaded.
const render = (content: string, props: Omit<MarkdownProps, 'content'> = {}) =>
  renderToStaticMarkup(createElement(Markdown, { content, ...props }));

describe('Markdown', () => {
  it('never renders the raw HTML of a reply', () => {
    const html = render('- **bold** <img src="x" onerror="alert(1)"> <b>not bold</b>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });

  it('drops unsafe link protocols and opens links in a new tab', () => {
    const html = render('[ok](https://example.com) [bad](javascript:alert(1))');
    expect(html).toContain(
      '<a class="font-medium text-primary underline underline-offset-2" target="_blank" rel="noopener noreferrer" href="https://example.com">ok<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(html).not.toContain('javascript:');
  });

  it('starts headings at the given level', () => {
    const md = '# One\n\n## Two\n\n### Three\n\n#### Four';
    expect(render(md)).toMatch(
      /<h3 class="mt-3 mb-2 text-lg font-bold">One<\/h3>.*<h4[^>]*>Two<\/h4>.*<h5[^>]*>Three.*<h6[^>]*>Four/s,
    );
    expect(render(md, { headingLevel: 4, size: 'xs' })).toMatch(
      /<h4 class="mt-3 mb-1 font-bold">One<\/h4>.*<h5 class="mt-3 mb-1 font-bold">Two<\/h5>.*<h6[^>]*>Three.*<h6[^>]*>Four/s,
    );
  });

  it('renders GitHub tables, sized by the size option', () => {
    const md = '| a | b |\n| - | - |\n| 1 | 2 |';
    expect(render(md)).toContain(
      '<div class="my-2 overflow-x-auto"><table class="w-full border-collapse text-left text-sm">',
    );
    expect(render(md, { size: 'xs' })).toContain('<table class="w-full border-collapse text-left text-xs">');
  });

  it('gives a fenced block a language label and a copy button, or a plain pre', () => {
    const md = '```ts\nconst a = 1;\n```';
    const highlighted = render(md);
    expect(highlighted).toContain('class="chat-code my-2 overflow-hidden rounded-md border bg-muted"');
    expect(highlighted).toContain('<span>ts</span>');
    expect(highlighted).toContain('Copy<span class="sr-only"> code</span>');
    expect(highlighted).toContain('<code>const a = 1;</code>');

    const plain = render(md, { codeBlocks: 'plain' });
    expect(plain).not.toContain('chat-code');
    expect(plain).not.toContain('Copy');
    expect(plain).toMatch(
      /<pre class="my-2 overflow-x-auto rounded bg-muted p-2 font-mono text-xs" tabindex="0"><code[^>]*>const a = 1;\n<\/code><\/pre>/,
    );
  });
});

describe('highlightCode', () => {
  it('marks up tokens and escapes the code itself', () => {
    const html = highlightCode('const a = "<b>";', 'typescript');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('&lt;b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('detects the language when the fence names none or an unknown one', () => {
    const html = highlightCode('def greet(name):\n    return name', 'nosuchlang');
    expect(html).toContain('<span class="hljs-keyword">def</span>');
  });
});
