import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { mayUseGfm } from './gfm-syntax';
import { GFM_TEXTS, randomTexts } from './markdown-fixtures';

const render = (text: string, gfm: boolean) =>
  renderToStaticMarkup(createElement(ReactMarkdown, { remarkPlugins: gfm ? [remarkGfm] : [], skipHtml: true }, text));

describe('mayUseGfm', () => {
  it('says yes to every one of GitHub’s additions', () => {
    for (const text of GFM_TEXTS) {
      expect(render(text, true), text).not.toBe(render(text, false));
      expect(mayUseGfm(text), text).toBe(true);
    }
  });

  it('says no only to texts that render the same without the additions', () => {
    let plain = 0;
    for (const text of randomTexts(2000)) {
      if (mayUseGfm(text)) continue;
      plain++;
      expect(render(text, false), JSON.stringify(text)).toBe(render(text, true));
    }
    // The soup must hold enough texts without the additions for this to say anything.
    expect(plain).toBeGreaterThan(250);
  });

  it('says no to a reply of plain Markdown', () => {
    expect(mayUseGfm('## Suggestions\n\nHere is a **tighter** version:\n\n- Lead with the news\n- Cut')).toBe(false);
  });
});
