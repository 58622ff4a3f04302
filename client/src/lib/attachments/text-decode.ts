import { EXTRACTED_TEXT_MAX } from '@common/vision';

/**
 * Bytes of a text-like file to the text the provider reads: a byte-order mark decides UTF-8 or
 * UTF-16; without one UTF-8 is tried strictly and Windows-1252 is the fallback (spreadsheets
 * saved by older office software); content with NUL bytes or mostly control characters is binary.
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeOrNull('utf-8', bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeOrNull('utf-16le', bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeOrNull('utf-16be', bytes.subarray(2));
  if (looksBinary(bytes)) return null;
  return decodeOrNull('utf-8', bytes) ?? decodeOrNull('windows-1252', bytes);
}

function decodeOrNull(encoding: string, bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return looksBinaryText(text) ? null : text;
  } catch {
    return null;
  }
}

/** A NUL byte in the first 8 kB: no text format writes one. */
function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).includes(0);
}

/** More than 2% control characters (tabs, newlines and form feeds aside) in the first 8,000. */
function looksBinaryText(text: string): boolean {
  const head = text.slice(0, 8000);
  if (!head) return false;
  let controls = 0;
  for (let i = 0; i < head.length; i++) {
    const code = head.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 127) controls++;
  }
  return controls / head.length > 0.02;
}

/** JSON is sent pretty-printed when it parses (a one-line export is hard to read for anyone). */
export function formatJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Text beyond `max` characters is cut at a line break near the limit, and says so in words the
 * model and the user both read.
 */
export function capText(text: string, max = EXTRACTED_TEXT_MAX): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const cut = text.lastIndexOf('\n', max);
  const end = cut > max * 0.9 ? cut : max;
  const note = `\n\n[Truncated: only the first ${end.toLocaleString('en-US')} of ${text.length.toLocaleString('en-US')} characters are included.]`;
  return { text: text.slice(0, end) + note, truncated: true };
}

/** Line endings made uniform, so counts and the preview are the same on every system. */
export const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, '\n');
