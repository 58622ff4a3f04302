/** Markdown texts for tests that compare two renderings: each of GitHub's additions, and random token soup. */

/** Each of GitHub's additions, in the forms a reply may use. */
export const GFM_TEXTS = [
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

export function* randomTexts(count: number) {
  let seed = 17;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(next() * 12);
    yield Array.from({ length }, () => TOKENS[Math.floor(next() * TOKENS.length)]).join('');
  }
}
