import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

const PLAIN_CLASS = 'text-sm leading-relaxed break-words whitespace-pre-wrap';
const render = (content: string) => renderToStaticMarkup(createElement(MarkdownText, { content }));

describe('MarkdownText', () => {
  it('shows a plain reply as it is, without the renderer', () => {
    expect(render('Hello!\nHow can I help?')).toBe(`<p class="${PLAIN_CLASS}">Hello!\nHow can I help?</p>`);
  });

  it('shows a Markdown reply as plain text until the renderer has loaded', () => {
    // The renderer is a lazy chunk: a synchronous render can only show the fallback.
    expect(render('a **bold** word')).toBe(`<p class="${PLAIN_CLASS}">a **bold** word</p>`);
  });
});
