import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { mayUseGfm } from './gfm-syntax';

const render = (text: string, gfm: boolean) =>
  renderToStaticMarkup(createElement(ReactMarkdown, { remarkPlugins: gfm ? [remarkGfm] : [], skipHtml: true }, text));

/** Each of GitHub's additions, in the forms a reply may use. */
const GFM_TEXTS = [
  '| a | b |\n| - | - |\n| 1 | 2 |',
  'a | b\n--|--\n1 | 2',
  'Was ~~wrong~~ right, ~one~ too',
  '- [ ] to do\n- [x] done\n- [X] also done',
  'A claim.[^1]\n\n[^1]: The source.',
  'See www.example.com or WWW.EXAMPLE.COM.',
  'See https://example.com/a?b=c and HTTP://EXAMPLE.COM',
  'Write to ada@example.com or mailto:grace@example.org',
];

/** Token soup that Markdown and its additions are made of, joined at random (seeded: repeatable). */
const TOKENS = [
  'a',
  'word',
  ' ',
  ' ',
  '\n',
  '\n\n',
  '*',
  '**',
  '_',
  '`',
  '```',
  '# ',
  '- ',
  '1. ',
  '> ',
  ':',
  '.',
  '/',
  '-',
  '@',
  '|',
  '~',
  '~~',
  '[',
  ']',
  '[ ]',
  '[x]',
  '^',
  '(',
  ')',
  '!',
  'w',
  'ww',
  'www',
  'www.',
  'http',
  'https://',
  'WWW.',
  'mailto:',
  'xmpp:',
  'example.com',
  'x@y.z',
  '<b>',
  '&amp;',
  '\\',
];

function* randomTexts(count: number) {
  let seed = 17;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(next() * 12);
    yield Array.from({ length }, () => TOKENS[Math.floor(next() * TOKENS.length)]).join('');
  }
}

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
