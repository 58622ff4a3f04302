// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './pdf-text';
import { makePdf } from './testing/make-pdf';
import { nodePdfJs } from './testing/node-pdfjs';

const read = (bytes: Uint8Array, max?: number) => extractPdfText(bytes, { load: nodePdfJs, max });

describe('PDF text extraction', () => {
  it('gives every page under its marker, lines kept', async () => {
    const result = await read(
      makePdf([
        ['Quarterly report', 'Revenue grew 12%'],
        ['Second page (costs)', 'Margin: 31%'],
      ]),
    );
    expect(result).toEqual({
      text: '[Page 1 of 2]\nQuarterly report\nRevenue grew 12%\n\n[Page 2 of 2]\nSecond page (costs)\nMargin: 31%',
      pages: 2,
      truncated: false,
    });
  });

  it('says a password-protected PDF is encrypted', async () => {
    expect(await read(makePdf([['secret']], { password: true }))).toEqual({ error: 'encrypted' });
  });

  it('says a scanned PDF (no text layer) has no text', async () => {
    expect(await read(makePdf([[], []], { scanned: true }))).toEqual({ error: 'no-text' });
  });

  it('says a damaged file is unreadable', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf at all\n%%EOF');
    expect(await read(bytes)).toEqual({ error: 'unreadable' });
  });

  it('stops reading at the limit and says the text was cut', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => [`Page number ${i + 1} `.repeat(20)]);
    const result = await read(makePdf(pages), 1000);
    if ('error' in result) throw new Error(result.error);
    expect(result.truncated).toBe(true);
    expect(result.text).toContain('[Page 1 of 30]');
    expect(result.text).not.toContain('[Page 30 of 30]');
    expect(result.text).toMatch(/\[Truncated: the text of this 30-page PDF is cut after 1,000 characters\.\]$/);
  });
});
