import { describe, expect, it } from 'vitest';
import { sniffImageType, looksLikePdf } from './file-type';
import { capText } from './text-decode';

describe('file signatures', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xdb], 'image/jpeg'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
    [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50], 'image/webp'],
    [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45], null],
    [[0x3c, 0x73, 0x76, 0x67], null],
    [[], null],
  ])('%j is %s', (head, type) => {
    expect(sniffImageType(new Uint8Array(head))).toBe(type);
  });

  it('finds the PDF header, even after a little junk', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('\n\n%PDF-1.4'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('PK\u0003\u0004'))).toBe(false);
  });
});

describe('capText', () => {
  it('leaves text under the limit alone', () => {
    expect(capText('short', 10)).toEqual({ text: 'short', truncated: false });
  });
  it('cuts at a line break near the limit', () => {
    const text = `${'a'.repeat(95)}\n${'b'.repeat(50)}`;
    const { text: cut, truncated } = capText(text, 100);
    expect(truncated).toBe(true);
    expect(cut.startsWith(`${'a'.repeat(95)}\n\n[Truncated: only the first 95 of 146 characters`)).toBe(true);
  });
});
