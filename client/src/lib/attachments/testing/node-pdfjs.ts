import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;

/**
 * pdf.js for tests in Node: its legacy build (the one meant for Node), with the worker's code
 * loaded in-process where pdf.js looks for it before starting a worker (`globalThis.pdfjsWorker`).
 */
export async function nodePdfJs(): Promise<PdfJs> {
  const scope = globalThis as { pdfjsWorker?: unknown };
  // @ts-expect-error: the worker bundle ships without type declarations
  scope.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJs;
}
