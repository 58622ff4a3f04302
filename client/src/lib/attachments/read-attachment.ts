import { attachmentKindOf, FILE_SIZE_LIMITS, fileExtension, type AttachmentKindName } from '@common/vision';
import { fileSizeFormat } from '@/lib/i18n/number-format';
import type { DownscaledImage } from './downscale';
import { looksLikePdf, sniffImageType } from './file-type';
import { translate } from './i18n';
import type { PdfTextResult } from './pdf-text';
import { capText, decodeText, formatJson, normaliseNewlines } from './text-decode';
import type { MessageAttachment } from './types';

export type ReadAttachmentResult =
  | {
      attachment: MessageAttachment;
      /** Images: the downscaled picture, for the conversation's file store. */
      blob?: Blob;
      /** The text was cut at the limit (the chip says so). */
      truncated?: boolean;
    }
  | { error: string };

/** The browser-only steps, replaceable in tests that run in Node. */
export interface ReadAttachmentDeps {
  downscale: (file: Blob) => Promise<DownscaledImage>;
  pdfText: (bytes: Uint8Array) => Promise<PdfTextResult>;
  newId: () => string;
}

const defaultDeps: ReadAttachmentDeps = {
  // Both load on first use: the downscale is small, pdf.js is not.
  downscale: async (file) => (await import('./downscale')).downscaleImage(file),
  pdfText: async (bytes) => (await import('./pdf-text')).extractPdfText(bytes),
  newId: () => crypto.randomUUID(),
};

const kindName = (kind: AttachmentKindName) => translate(`attachments.kind.${kind}`);

const RECORDING_EXTENSIONS = new Set([
  'mp3',
  'm4a',
  'wav',
  'ogg',
  'oga',
  'opus',
  'flac',
  'aac',
  'mp4',
  'webm',
  'mov',
  'mkv',
]);

/** A sound or video file: not an attachment, but what the Meeting Summarizer transcribes. */
const isRecording = (mimeType: string, name: string) =>
  /^(audio|video)\//.test(mimeType) || RECORDING_EXTENSIONS.has(fileExtension(name));

/**
 * A file the user picked, dropped or pasted, made ready to send: its kind checked from its type,
 * name and (for images) its first bytes, its size checked, an image downscaled, a PDF's or text
 * file's text extracted. Every refusal is one sentence naming the file and saying what to do.
 */
export async function readAttachment(
  file: File,
  deps: Partial<ReadAttachmentDeps> = {},
): Promise<ReadAttachmentResult> {
  const { downscale, pdfText, newId } = { ...defaultDeps, ...deps };
  const name = file.name || translate('attachments.unnamed');
  const kind = attachmentKindOf(file.type, name);
  if (!kind)
    return {
      error: translate(isRecording(file.type, name) ? 'attachments.error.recording' : 'attachments.error.type', {
        name,
      }),
    };
  if (file.size === 0) return { error: translate('attachments.error.empty', { name }) };
  const limit = FILE_SIZE_LIMITS[kind];
  if (file.size > limit)
    return {
      error: translate('attachments.error.tooLarge', {
        name,
        size: fileSizeFormat(file.size),
        kind: kindName(kind),
        limit: fileSizeFormat(limit),
      }),
    };

  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { error: translate('attachments.error.unreadable', { name }) };
  }
  const base = { id: newId(), name, size: file.size, kind } as const;

  if (kind === 'image') {
    // A HEIC photo renamed .jpg, or a web page saved as .png, is caught here.
    const real = sniffImageType(bytes);
    if (!real) return { error: translate('attachments.error.notImage', { name }) };
    try {
      const image = await downscale(new Blob([bytes as BlobPart], { type: real }));
      const { blob, mimeType, width, height, thumbnail } = image;
      return { attachment: { ...base, mimeType, width, height, thumbnail }, blob };
    } catch {
      return { error: translate('attachments.error.notImage', { name }) };
    }
  }

  if (kind === 'pdf') {
    if (!looksLikePdf(bytes)) return { error: translate('attachments.error.pdfDamaged', { name }) };
    let result: PdfTextResult;
    try {
      result = await pdfText(bytes);
    } catch {
      return { error: translate('attachments.error.pdfLoad', { name }) };
    }
    if ('error' in result) {
      const key = {
        encrypted: 'attachments.error.pdfEncrypted',
        unreadable: 'attachments.error.pdfDamaged',
        'no-text': 'attachments.error.pdfNoText',
      } as const;
      return { error: translate(key[result.error], { name }) };
    }
    return {
      attachment: { ...base, mimeType: 'application/pdf', text: result.text },
      truncated: result.truncated,
    };
  }

  const decoded = decodeText(bytes);
  if (decoded === null) return { error: translate('attachments.error.binary', { name }) };
  let text = normaliseNewlines(decoded);
  if (!text.trim()) return { error: translate('attachments.error.empty', { name }) };
  if (fileExtension(name) === 'json' || file.type === 'application/json') text = formatJson(text);
  const capped = capText(text);
  return {
    attachment: { ...base, mimeType: file.type || 'text/plain', text: capped.text },
    truncated: capped.truncated,
  };
}
