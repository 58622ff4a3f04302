import { fileExtension } from '@common/vision';
import type { MessageAttachment } from './types';

/**
 * How an attachment is written into the message the provider reads. The wording is English
 * whatever the interface language: it is for the model, and file markers it knows well work best.
 */

/** `data.csv` → "CSV, 120 rows"; `report.pdf` → "PDF, 3 pages"; `notes.md` → "text". */
export function attachmentLabel(attachment: Pick<MessageAttachment, 'kind' | 'name' | 'text'>): string {
  const text = attachment.text ?? '';
  if (attachment.kind === 'pdf') {
    const pages = lastPageCount(text);
    return pages ? `PDF, ${pages} page${pages === 1 ? '' : 's'}` : 'PDF';
  }
  if (attachment.kind === 'image') return 'image';
  const ext = fileExtension(attachment.name);
  if (ext === 'csv' || ext === 'tsv') {
    const rows = text.split('\n').filter((line) => line.trim()).length;
    // The first line of a spreadsheet export names the columns.
    return `${ext.toUpperCase()}, ${Math.max(0, rows - 1)} rows after the header`;
  }
  if (ext === 'json') return 'JSON';
  return 'text';
}

/** The page markers written by pdf-text.ts: `[Page 2 of 3]`. */
export const pageMarker = (page: number, pages: number) => `[Page ${page} of ${pages}]`;

function lastPageCount(text: string): number | null {
  const match = /\[Page \d+ of (\d+)\]/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * A PDF or text file as the text part of the message: its name, what it is, its content between
 * markers so the model can tell it from what the user typed. An image is named in one line (the
 * picture itself goes as an image part, or not at all to a model that cannot see it).
 */
export function attachmentPromptText(attachment: MessageAttachment): string {
  const label = attachmentLabel(attachment);
  if (attachment.kind === 'image') {
    const size = attachment.width && attachment.height ? `, ${attachment.width}×${attachment.height}` : '';
    return `[Image: ${attachment.name}${size}]`;
  }
  return `--- File: ${attachment.name} (${label}) ---\n${attachment.text ?? ''}\n--- End of ${attachment.name} ---`;
}

/** What the user typed followed by every file's text, as one message for a text-only request. */
export function messageWithAttachments(text: string, attachments: readonly MessageAttachment[] = []): string {
  const files = attachments.filter((a) => a.kind !== 'image').map(attachmentPromptText);
  return [text, ...files].filter(Boolean).join('\n\n');
}

/** In place of a picture the model in use cannot see, so the conversation still reads right. */
export function unseenPictureText(attachment: Pick<MessageAttachment, 'name'>): string {
  return `[Picture ${attachment.name} not shown: this model cannot see pictures]`;
}

/**
 * A file's text added to a box the user edits, after a blank line, within the box's `max`
 * characters: what does not fit is left out and `cut` says so.
 */
export function appendBlock(content: string, block: string, max: number): { text: string; cut: boolean } {
  const head = content.trimEnd();
  const joined = head ? `${head}\n\n${block}` : block;
  if (joined.length <= max) return { text: joined, cut: false };
  return { text: joined.slice(0, max), cut: true };
}
