import { isValidApiKey } from '@common/api-key';
import type { ContentPart } from '@common/chat';
import { modelSeesImages, type VisionOverride } from '@common/vision';
import { ChatError, type ChatErrorReason } from '@/lib/chat-error';
import type { StreamChatOptions, StreamChatResult } from '@/lib/chat-stream';
import { readAttachment, type ReadAttachmentResult } from './read-attachment';

/**
 * The text in a picture (a photographed letter, a screenshot of an email), read by the user's own
 * provider straight from this browser: the picture is downscaled, sent with the user's key to
 * `{base}/chat/completions` as an image part, and only the text that comes back is used. For a box
 * whose content goes to our server (the email assistant's analysis), which must never receive the
 * picture itself.
 */

/** The model's answer for a picture without text. */
const NO_TEXT = '[no text]';

/** What the model is asked. English: it is for the model, which follows it best. */
export const PICTURE_TEXT_INSTRUCTION =
  'You transcribe pictures of emails, letters and documents. Write out all the text in the picture, ' +
  'faithfully and in its own language, keeping its lines, paragraphs and the order of its parts ' +
  '(sender, date, subject, body, signature). Do not summarise, translate, correct or comment. ' +
  `If the picture has no text, answer exactly ${NO_TEXT}.`;

export interface PictureTextSettings {
  /** The user's own provider key; without a valid one nothing is sent. */
  apiKey: string | null | undefined;
  baseUrl: string;
  model: string;
  /** The provider setting "This model can see images" over the table of common/vision.ts. */
  visionOverride?: VisionOverride;
  signal?: AbortSignal;
}

export type PictureTextResult =
  /** The text, named by the file, ready to add to the box. */
  | { text: string }
  /** Refused before anything was sent: no own key, or a model that cannot see pictures. */
  | { problem: 'needs_key' | 'cannot_see' }
  /** The provider answered with no text in the picture. */
  | { problem: 'no_text' }
  /** The provider failed; `reason` is the chat's (its plain message is `chatErrorText(reason)`). */
  | { problem: 'provider'; reason: ChatErrorReason }
  /** The caller's signal stopped it. */
  | { problem: 'aborted' }
  /** The file could not be read as a picture: one sentence naming it (read-attachment.ts). */
  | { error: string };

export interface PictureTextDeps {
  read: (file: File) => Promise<ReadAttachmentResult>;
  stream: (options: StreamChatOptions) => Promise<StreamChatResult>;
}

const defaultDeps: PictureTextDeps = {
  read: (file) => readAttachment(file),
  // The streaming code loads with the first picture, not with the tab.
  stream: async (options) => (await import('@/lib/chat-stream')).streamChatCompletion(options),
};

/** Whether a picture can be read here at all, before reading it: the own key, then the model. */
export function pictureTextRefusal({
  apiKey,
  model,
  visionOverride = 'auto',
}: Pick<PictureTextSettings, 'apiKey' | 'model' | 'visionOverride'>): 'needs_key' | 'cannot_see' | null {
  if (!isValidApiKey(apiKey)) return 'needs_key';
  if (!modelSeesImages(model, visionOverride)) return 'cannot_see';
  return null;
}

/** How the text is put in the box: between markers naming the picture, like a PDF's text. */
export function pictureTextBlock(name: string, text: string): string {
  return `--- File: ${name} (picture, its text as read by the model) ---\n${text}\n--- End of ${name} ---`;
}

async function dataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'image/jpeg'};base64,${btoa(binary)}`;
}

/** The request: the instruction, then the picture at high detail (small print must stay legible). */
export function pictureTextRequest(model: string, imageUrl: string) {
  const content: ContentPart[] = [
    { type: 'text', text: 'Transcribe the text in this picture.' },
    { type: 'image_url', image_url: { url: imageUrl, detail: 'high' } },
  ];
  // No max_tokens or temperature: the newer models refuse them, and the defaults suit a transcript.
  return {
    model,
    messages: [
      { role: 'system', content: PICTURE_TEXT_INSTRUCTION },
      { role: 'user', content },
    ],
    stream: true,
  };
}

export async function readPictureText(
  file: File,
  settings: PictureTextSettings,
  deps: Partial<PictureTextDeps> = {},
): Promise<PictureTextResult> {
  const { read, stream } = { ...defaultDeps, ...deps };
  const refusal = pictureTextRefusal(settings);
  if (refusal) return { problem: refusal };

  // Downscaled as for the chat: the provider works at that size anyway, and the request shrinks.
  const picture = await read(file);
  if ('error' in picture) return picture;
  const { attachment, blob } = picture;
  if (attachment.kind !== 'image' || !blob) return { problem: 'no_text' };

  const base = settings.baseUrl.replace(/\/+$/, '');
  try {
    const result = await stream({
      url: `${base}/chat/completions`,
      headers: { authorization: `Bearer ${settings.apiKey!.trim()}` },
      body: pictureTextRequest(settings.model, await dataUrl(blob)),
      signal: settings.signal,
    });
    if (result.aborted) return { problem: 'aborted' };
    const text = result.text.trim();
    if (!text || text === NO_TEXT) return { problem: 'no_text' };
    return { text: pictureTextBlock(attachment.name, text) };
  } catch (error) {
    if (settings.signal?.aborted) return { problem: 'aborted' };
    return { problem: 'provider', reason: error instanceof ChatError ? error.reason : 'other' };
  }
}
