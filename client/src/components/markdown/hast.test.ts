import { describe, expect, it } from 'vitest';
import { headingTag, languageOf, textOf, type HastNode } from './hast';

describe('headingTag', () => {
  it('starts at the given level and stops at h6', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => headingTag(d, 3))).toEqual(['h3', 'h4', 'h5', 'h6', 'h6', 'h6']);
    expect([1, 2, 3, 4].map((d) => headingTag(d, 4))).toEqual(['h4', 'h5', 'h6', 'h6']);
  });
});

describe('code block helpers', () => {
  const code: HastNode = {
    type: 'element',
    tagName: 'code',
    properties: { className: ['language-TS'] },
    children: [
      { type: 'text', value: 'const a = 1;\n' },
      { type: 'element', tagName: 'span', children: [{ type: 'text', value: 'b' }] },
    ],
  };

  it('reads the text of a node and its children', () => {
    expect(textOf(code)).toBe('const a = 1;\nb');
    expect(textOf(undefined)).toBe('');
  });

  it('reads the fence language in lower case, or none', () => {
    expect(languageOf(code)).toBe('ts');
    expect(languageOf({ type: 'element', properties: { className: ['other'] } })).toBeUndefined();
    expect(languageOf({ type: 'element', properties: { className: 'language-js' } })).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });
});
