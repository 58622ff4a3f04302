/**
 * A file the user attached to a message, as the conversation keeps it. The message record holds
 * this description only; an image's bytes (already downscaled for the provider) are a Blob in the
 * chat's IndexedDB file store under `id`, so a conversation with many pictures opens from small
 * records and loads the full images only when they are sent or opened.
 */
export type AttachmentKind = 'image' | 'pdf' | 'text';

export interface MessageAttachment {
  id: string;
  name: string;
  mimeType: string;
  /** The file's size in bytes as the user picked it. */
  size: number;
  kind: AttachmentKind;
  /** PDFs and text-like files: the text extracted in the browser, which is what the provider reads. */
  text?: string;
  /** Images: a small data URL painted in the chat without touching the file store. */
  thumbnail?: string;
  /** Images: the size sent to the provider, after downscaling. */
  width?: number;
  height?: number;
}
