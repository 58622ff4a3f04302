import type * as PdfJsModule from 'pdfjs-dist';
import { EXTRACTED_TEXT_MAX } from '@common/vision';
import { pageMarker } from './attachment-text';

/**
 * A PDF's text, extracted in the browser with pdf.js. pdf.js and its worker are fetched the first
 * time a PDF is attached, so nobody who never attaches one downloads them.
 */

type PdfJs = typeof PdfJsModule;

export type PdfTextResult =
  { text: string; pages: number; truncated: boolean } | { error: 'encrypted' | 'unreadable' | 'no-text' };

let loading: Promise<PdfJs> | null = null;

/** pdf.js with its worker served by Vite from our own origin (the page's CSP admits only 'self'). */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  // A failed download may succeed on the next attempt.
  loading.catch(() => (loading = null));
  return loading;
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/** One page's items joined as pdf.js laid them out: a line break where a line ended. */
function pageText(items: readonly TextItemLike[]): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    text += item.str + (item.hasEOL ? '\n' : '');
  }
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Every page's text under a `[Page n of N]` marker, stopping once `max` characters are reached
 * (a thousand-page manual is not read to the end to keep its first pages).
 */
export async function extractPdfText(
  data: Uint8Array,
  { load = loadPdfJs, max = EXTRACTED_TEXT_MAX }: { load?: () => Promise<PdfJs>; max?: number } = {},
): Promise<PdfTextResult> {
  const pdfjs = await load();
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes usable.
  const task = pdfjs.getDocument({
    data: data.slice(),
    // No code generated from the file's fonts (the page's CSP forbids eval anyway), and no console
    // warnings about the glyph data that drawing would need and reading text does not.
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    return { error: (error as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'unreadable' };
  }
  try {
    const pages = doc.numPages;
    const parts: string[] = [];
    let length = 0;
    let truncated = false;
    for (let n = 1; n <= pages; n++) {
      if (length >= max) {
        truncated = true;
        break;
      }
      const page = await doc.getPage(n);
      const text = pageText((await page.getTextContent()).items as TextItemLike[]);
      page.cleanup();
      parts.push(`${pageMarker(n, pages)}\n${text}`);
      length += text.length;
    }
    if (length === 0) return { error: 'no-text' };
    let text = parts.join('\n\n');
    if (text.length > max) {
      text = text.slice(0, max);
      truncated = true;
    }
    if (truncated)
      text += `\n\n[Truncated: the text of this ${pages}-page PDF is cut after ${max.toLocaleString('en-US')} characters.]`;
    return { text, pages, truncated };
  } catch {
    return { error: 'unreadable' };
  } finally {
    void task.destroy();
  }
}
