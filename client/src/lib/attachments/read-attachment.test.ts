// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EXTRACTED_TEXT_MAX } from '@common/vision';
import { extractPdfText } from './pdf-text';
import { readAttachment, type ReadAttachmentDeps } from './read-attachment';
import { makePdf } from './testing/make-pdf';
import { nodePdfJs } from './testing/node-pdfjs';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** Node has no canvas: the downscale is stood in for, and records what it was given. */
function deps(): ReadAttachmentDeps & { downscaled: Blob[] } {
  const downscaled: Blob[] = [];
  return {
    downscaled,
    downscale: async (blob) => {
      downscaled.push(blob);
      return {
        blob: new Blob(['small'], { type: 'image/jpeg' }),
        mimeType: 'image/jpeg',
        width: 1024,
        height: 768,
        thumbnail: 'data:image/webp;base64,AAAA',
      };
    },
    pdfText: (bytes) => extractPdfText(bytes, { load: nodePdfJs }),
    newId: () => 'file-1',
  };
}

const file = (parts: BlobPart[], name: string, type = '') => new File(parts, name, { type });
const bytes = (...values: number[]) => new Uint8Array(values);

async function expectError(result: Awaited<ReturnType<typeof readAttachment>>, message: string | RegExp) {
  expect('error' in result ? result.error : 'no error').toMatch(message);
}

describe('readAttachment', () => {
  it('downscales an image and keeps its thumbnail and sent size', async () => {
    const d = deps();
    const result = await readAttachment(file([bytes(...JPEG_HEAD, 1, 2, 3)], 'holiday.jpg', 'image/jpeg'), d);
    expect(result).toEqual({
      attachment: {
        id: 'file-1',
        name: 'holiday.jpg',
        size: 7,
        kind: 'image',
        mimeType: 'image/jpeg',
        width: 1024,
        height: 768,
        thumbnail: 'data:image/webp;base64,AAAA',
      },
      blob: expect.any(Blob),
    });
    expect(d.downscaled[0]?.type).toBe('image/jpeg');
  });

  it('trusts the bytes over the name: a PNG called .jpg is decoded as PNG', async () => {
    const d = deps();
    await readAttachment(file([bytes(...PNG_HEAD, 0)], 'shot.jpg', 'image/jpeg'), d);
    expect(d.downscaled[0]?.type).toBe('image/png');
  });

  it('refuses an "image" that is not one', async () => {
    const result = await readAttachment(file(['<html>oops</html>'], 'page.png', 'image/png'), deps());
    await expectError(result, '“page.png” could not be opened as an image');
  });

  it('refuses an image the browser cannot decode', async () => {
    const d = { ...deps(), downscale: () => Promise.reject(new Error('decode')) };
    await expectError(await readAttachment(file([bytes(...PNG_HEAD)], 'broken.png'), d), /could not be opened/);
  });

  it('refuses unknown types, naming the kinds accepted', async () => {
    await expectError(
      await readAttachment(file(['PK'], 'archive.zip', 'application/zip'), deps()),
      "“archive.zip” can't be attached: only images (PNG, JPEG, WebP, GIF), PDFs and text files",
    );
    await expectError(await readAttachment(file(['x'], 'IMG_1.heic', 'image/heic'), deps()), /can't be attached/);
  });

  it('sends a recording to the Meeting Summarizer instead of saying only that it is refused', async () => {
    await expectError(
      await readAttachment(file(['x'], 'standup.m4a', 'audio/mp4'), deps()),
      /“standup.m4a” is a recording.*“Summarize a recording”/,
    );
    await expectError(await readAttachment(file(['x'], 'call.webm', ''), deps()), /is a recording/);
  });

  it('refuses files over the limit of their kind, before reading them', async () => {
    const big = file([new Uint8Array(2_500_000)], 'huge.csv', 'text/csv');
    await expectError(
      await readAttachment(big, deps()),
      '“huge.csv” is too large (2.5 MB). Text files can be up to 2 MB.',
    );
    const bigPdf = file([new Uint8Array(21_000_000)], 'scan.pdf', 'application/pdf');
    await expectError(await readAttachment(bigPdf, deps()), 'PDFs can be up to 20 MB');
  });

  it('refuses an empty file', async () => {
    await expectError(await readAttachment(file([], 'empty.txt', 'text/plain'), deps()), '“empty.txt” is empty');
    await expectError(await readAttachment(file([' \n '], 'blank.md'), deps()), 'is empty');
  });

  it('reads text as UTF-8, dropping a byte-order mark and Windows line endings', async () => {
    const result = await readAttachment(
      file([bytes(0xef, 0xbb, 0xbf), 'héllo\r\nwörld\r\n'], 'notes.txt', 'text/plain'),
      deps(),
    );
    expect('attachment' in result && result.attachment.text).toBe('héllo\nwörld\n');
  });

  it('reads UTF-16 with its byte-order mark, and Windows-1252 when UTF-8 fails', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'Zoë'].flatMap((c) => [c.charCodeAt(0), 0])]);
    const r1 = await readAttachment(file([utf16], 'a.txt', 'text/plain'), deps());
    expect('attachment' in r1 && r1.attachment.text).toBe('Zoë');
    const r2 = await readAttachment(file([bytes(0x63, 0x61, 0x66, 0xe9)], 'b.csv', 'text/csv'), deps());
    expect('attachment' in r2 && r2.attachment.text).toBe('café');
  });

  it('refuses binary content under a text name', async () => {
    const result = await readAttachment(file([bytes(0x7f, 0x45, 0x4c, 0x46, 0, 0, 1)], 'tool.sh'), deps());
    await expectError(result, '“tool.sh” is not a text file');
  });

  it('keeps CSV as it is and pretty-prints valid JSON', async () => {
    const csv = await readAttachment(file(['name,age\nAda,36\n'], 'people.csv', 'text/csv'), deps());
    expect('attachment' in csv && csv.attachment.text).toBe('name,age\nAda,36\n');
    const json = await readAttachment(file(['{"a":[1,2]}'], 'data.json', 'application/json'), deps());
    expect('attachment' in json && json.attachment.text).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    const broken = await readAttachment(file(['{"a":'], 'broken.json', ''), deps());
    expect('attachment' in broken && broken.attachment.text).toBe('{"a":');
  });

  it('cuts text past the limit with a note and says so', async () => {
    const long = 'x'.repeat(EXTRACTED_TEXT_MAX + 10);
    const result = await readAttachment(file([long], 'log.txt', 'text/plain'), deps());
    if (!('attachment' in result)) throw new Error(result.error);
    expect(result.truncated).toBe(true);
    expect(result.attachment.text).toMatch(
      /\[Truncated: only the first 100,000 of 100,010 characters are included\.\]$/,
    );
  });

  it('extracts a PDF and explains one it cannot read', async () => {
    const ok = await readAttachment(file([makePdf([['Hello from the PDF']])], 'report.pdf', 'application/pdf'), deps());
    expect('attachment' in ok && ok.attachment).toMatchObject({
      kind: 'pdf',
      mimeType: 'application/pdf',
      text: '[Page 1 of 1]\nHello from the PDF',
    });
    await expectError(
      await readAttachment(file([makePdf([['x']], { password: true })], 'locked.pdf'), deps()),
      '“locked.pdf” is protected by a password',
    );
    await expectError(
      await readAttachment(file([makePdf([[]], { scanned: true })], 'scan.pdf'), deps()),
      '“scan.pdf” has no text to read: it looks like a scan',
    );
    await expectError(
      await readAttachment(file(['not a pdf'], 'fake.pdf', 'application/pdf'), deps()),
      '“fake.pdf” could not be read as a PDF',
    );
  });

  it('says so when pdf.js itself cannot be loaded', async () => {
    const d = { ...deps(), pdfText: () => Promise.reject(new Error('chunk failed')) };
    await expectError(await readAttachment(file([makePdf([['x']])], 'r.pdf'), d), 'The PDF reader could not be loaded');
  });
});
