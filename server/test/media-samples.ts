import { crc32, deflateSync } from 'node:zlib';

/**
 * Real media files made in memory for tests: PNG images, WAV and MP3 audio. Real means a browser or
 * the provider's SDK accepts them as they are, so tests built on them exercise the genuine decoders.
 */

type Rgb = readonly [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG whose rows come from `rowAt` (width × 3 bytes each). */
export function encodePng(width: number, height: number, rowAt: (y: number) => Buffer, level = 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) rowAt(y).copy(raw, y * (1 + width * 3) + 1); // filter byte 0: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function rowOf(width: number, colours: Rgb[]): Buffer {
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x += 1) row.set(colours[Math.floor((x * colours.length) / width)] ?? [0, 0, 0], x * 3);
  return row;
}

export function solidPng(width: number, height: number, colour: Rgb): Buffer {
  const row = rowOf(width, [colour]);
  return encodePng(width, height, () => row);
}

/** A stable colour for a text, so the same prompt always paints the same image. */
export function colourFor(text: string): Rgb {
  const hash = crc32(text);
  return [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff];
}

/**
 * A PNG of four coloured quadrants (red, green / blue, yellow), so a test can tell after resizing
 * that the picture kept its orientation. Flat colour compresses to almost nothing (12 megapixels
 * make about 50 kB); `noise` scatters the low bits of every pixel, as a camera's sensor does, so
 * the file weighs what a photo of that size would (about 14 MB and 2 s to make at 12 megapixels).
 */
export function makeTestImage(width: number, height: number, options: { noise?: boolean } = {}): Buffer {
  const top = rowOf(width, [
    [220, 40, 40],
    [40, 180, 60],
  ]);
  const bottom = rowOf(width, [
    [40, 70, 220],
    [240, 210, 40],
  ]);
  if (!options.noise) return encodePng(width, height, (y) => (y < height / 2 ? top : bottom));
  let seed = 0x2545f491; // fixed, so the same call gives the same bytes
  const row = Buffer.alloc(width * 3);
  return encodePng(
    width,
    height,
    (y) => {
      const clean = y < height / 2 ? top : bottom;
      for (let i = 0; i < row.length; i += 1) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        row[i] = (clean[i] ?? 0) ^ (seed >>> 30); // the lowest two bits vary
      }
      return row;
    },
    1,
  ); // noise barely compresses: the fastest level does as well as the slow ones
}

/** Width and height from a PNG's header, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** A 16-bit little-endian PCM mono WAV around the samples. */
export function wavFile(samples: Int16Array, sampleRate: number): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * Tone bursts with short pauses, rising and falling in pitch like syllables, so voice-activity
 * detection and level meters see something that comes and goes the way speech does.
 */
export function speechLikeSamples(seconds: number, sampleRate = 48_000): Int16Array {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  const syllable = 0.3 * sampleRate;
  const pause = 0.1 * sampleRate;
  const pitches = [220, 300, 260, 340, 200];
  for (let i = 0; i < samples.length; i += 1) {
    const index = Math.floor(i / (syllable + pause));
    const into = i - index * (syllable + pause);
    if (into >= syllable) continue; // the pause stays silent
    const envelope = Math.sin((Math.PI * into) / syllable); // fade in and out, no clicks
    const pitch = pitches[index % pitches.length] ?? 220;
    samples[i] = Math.round(12_000 * envelope * Math.sin((2 * Math.PI * pitch * i) / sampleRate));
  }
  return samples;
}

export const speechLikeWav = (seconds: number, sampleRate = 48_000) =>
  wavFile(speechLikeSamples(seconds, sampleRate), sampleRate);

/**
 * One MPEG-1 Layer III frame, 128 kbit/s, 44.1 kHz, mono, no CRC: the 4-byte header and zeroed side
 * information and main data, which every decoder plays as 1152 samples (26 ms) of silence.
 */
const MP3_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc4]), Buffer.alloc(413)]);
export const MP3_FRAME_SECONDS = 1152 / 44_100;

export function silentMp3(seconds: number): Buffer {
  const frames = Math.max(1, Math.ceil(seconds / MP3_FRAME_SECONDS));
  return Buffer.concat(Array.from({ length: frames }, () => MP3_FRAME));
}

/** A PDF string literal: latin-1 text with its delimiters escaped and anything else as '?'. */
const pdfString = (text: string) =>
  `(${text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`)})`;

/**
 * A real, minimal PDF: one page per entry of `pages` (a single string is one page), each line of it
 * set in Helvetica, with the cross-reference table's offsets counted exactly, so pdf.js and other
 * readers extract the text without repairing the file.
 */
export function makeTestPdf(pages: string | string[]): Buffer {
  const list = typeof pages === 'string' ? [pages] : pages;
  const fontId = 3 + list.length * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${list.map((_, i) => `${3 + i * 2} 0 R`).join(' ')}] /Count ${list.length} >>`,
  ];
  for (const [i, text] of list.entries()) {
    const lines = text.split('\n').map((line) => `${pdfString(line)} Tj T*`);
    const content = `BT /F1 12 Tf 16 TL 72 720 Td\n${lines.join('\n')}\nET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${4 + i * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  }
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'; // the second line marks the file as binary for transfer tools
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  // Each entry is exactly 20 bytes, its end of line included.
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
