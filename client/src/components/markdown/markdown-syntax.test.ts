import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown } from './markdown-syntax';

describe('looksLikeMarkdown', () => {
  it('is false for plain replies, so the renderer is never loaded for them', () => {
    expect(looksLikeMarkdown('Hello! How can I assist you with your email tasks?')).toBe(false);
    expect(looksLikeMarkdown('Costs went up 3.5% - not 5 - this year.')).toBe(false);
    expect(looksLikeMarkdown('')).toBe(false);
  });

  it('is true for emphasis, code, headings, links, tables, quotes and lists', () => {
    for (const text of [
      'a **bold** word',
      'use `npm ci`',
      '# Title',
      'see [docs](https://example.com)',
      '| a | b |',
      '> quoted',
      '~~struck~~',
      'Steps:\n1. one\n2. two',
      'Items:\n- one\n- two',
      '+ plus item',
    ])
      expect(looksLikeMarkdown(text), text).toBe(true);
  });
});
