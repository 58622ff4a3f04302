import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeTestImage, makeTestPdf, pngSize, silentMp3, speechLikeWav, solidPng } from './media-samples.js';

/** The in-memory media files are what real readers accept, or tests built on them prove nothing. */

async function pdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .trim(),
    );
  }
  await pdf.destroy();
  return pages;
}

describe('makeTestPdf', () => {
  it('gives pdf.js the text of every page, line by line', async () => {
    const pdf = makeTestPdf(['Quarterly report (draft)\nRevenue grew 12% \\ year', 'Page two: café']);
    expect(await pdfText(pdf)).toEqual(['Quarterly report (draft)\nRevenue grew 12% \\ year', 'Page two: café']);
  });

  it('points every cross-reference entry at its object, so no reader has to repair the file', () => {
    const pdf = makeTestPdf('Hello');
    const text = pdf.toString('latin1');
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    const entries = [...text.slice(start).matchAll(/^(\d{10}) 00000 n \n/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(5);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
  });
});

describe('PNG images', () => {
  it('have the requested size and decompress to one RGB row per line', () => {
    const png = makeTestImage(40, 30);
    expect(pngSize(png)).toEqual({ width: 40, height: 30 });
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(raw.length).toBe(30 * (1 + 40 * 3));
    expect([...raw.subarray(1, 4)]).toEqual([220, 40, 40]); // top left is red
    expect([...raw.subarray(raw.length - 3)]).toEqual([240, 210, 40]); // bottom right is yellow
  });

  it('weigh what a photo would when asked for sensor noise', () => {
    const noisy = makeTestImage(400, 300, { noise: true });
    expect(pngSize(noisy)).toEqual({ width: 400, height: 300 });
    expect(noisy.length).toBeGreaterThan(100_000); // flat, the same picture is about 2 kB
    expect(makeTestImage(400, 300).length).toBeLessThan(5_000);
  });

  it('keep a 1024-pixel square of one colour small', () => {
    expect(solidPng(1024, 1024, [10, 20, 30]).length).toBeLessThan(10_000);
  });
});

describe('audio', () => {
  it('makes a 16-bit mono WAV of the asked length that is not silent', () => {
    const wav = speechLikeWav(2, 16_000);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect((wav.length - 44) / 2 / 16_000).toBe(2);
    const samples = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.length));
    expect(Math.max(...samples)).toBeGreaterThan(10_000);
  });

  it('makes an MP3 of whole frames covering the asked length', () => {
    const mp3 = silentMp3(1);
    expect(mp3.length % 417).toBe(0);
    expect(mp3.length / 417).toBe(39); // 39 frames of 26.1 ms
  });
});
