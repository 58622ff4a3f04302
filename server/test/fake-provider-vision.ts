import type { ApiError } from './fake-provider-http.js';
import { pngSize } from './media-samples.js';

/**
 * Chat messages whose content is a list of parts (text and image_url), as vision models take them.
 * Images are checked the way the real API checks them: a data URL must hold a PNG, JPEG, GIF or
 * WebP in base64, anything else must be an http(s) URL; so an unfinished placeholder or a broken
 * upload fails here as it would there.
 */

type Part = { type?: unknown; text?: unknown; image_url?: { url?: unknown; detail?: unknown } };

/** Models that take text only; an image part makes the real API refuse the request. */
const TEXT_ONLY_MODELS = ['gpt-3.5-turbo', 'o1-mini', 'o3-mini'];

const parts = (content: unknown): Part[] => (Array.isArray(content) ? (content as Part[]) : []);

/** The text of a message whatever its shape. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  return parts(content)
    .filter((p) => p.type === 'text' && typeof p.text === 'string')
    .map((p) => p.text as string)
    .join('\n');
}

export const imageCount = (content: unknown) => parts(content).filter((p) => p.type === 'image_url').length;

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47,
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.toString('latin1', 0, 4) === 'GIF8',
  'image/webp': (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

const UNSUPPORTED_IMAGE: ApiError = {
  message:
    "You uploaded an unsupported image. Please make sure your image is below 20 MB in size and is of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
  param: null,
  code: 'invalid_image_format',
};

function checkUrl(url: unknown, where: string): ApiError | undefined {
  if (typeof url !== 'string')
    return { message: `Missing required parameter: '${where}'.`, param: where, code: 'missing_required_parameter' };
  const data = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  if (data) {
    const [, mime = '', base64 = ''] = data;
    const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(base64) ? Buffer.from(base64, 'base64') : Buffer.alloc(0);
    return MAGIC[mime]?.(bytes) ? undefined : UNSUPPORTED_IMAGE;
  }
  if (/^https?:\/\/\S+$/.test(url)) return undefined;
  return {
    message: `Invalid '${where}'. Expected a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,aW1nIGJ5dGVzIGhlcmU='), but got a value with an invalid format.`,
    param: where,
    code: 'invalid_value',
  };
}

/** The first reason the real API would refuse these messages' images, if any. */
export function checkImages(model: string, messages: { content?: unknown }[]): ApiError | undefined {
  for (const [i, message] of messages.entries()) {
    for (const [j, part] of parts(message.content).entries()) {
      if (part.type !== 'image_url') continue;
      if (TEXT_ONLY_MODELS.includes(model)) {
        return {
          message: 'Invalid content type. image_url is only supported by certain models.',
          param: `messages.[${i}].content.[${j}].type`,
          code: null,
        };
      }
      const error = checkUrl(part.image_url?.url, `messages[${i}].content[${j}].image_url.url`);
      if (error) return error;
    }
  }
  return undefined;
}

/** Prompt tokens for one image the way OpenAI counts them: 85 plus 170 for each 512-pixel tile. */
export function imageTokens(part: Part): number {
  if (part.image_url?.detail === 'low') return 85;
  const url = typeof part.image_url?.url === 'string' ? part.image_url.url : '';
  const base64 = /^data:image\/png;base64,(.{0,64})/.exec(url)?.[1];
  const size = base64 ? pngSize(Buffer.from(base64, 'base64')) : undefined;
  if (!size) return 765; // a 1024-pixel square's worth
  const fit = Math.min(1, 2048 / Math.max(size.width, size.height));
  const shrink = Math.min(1, 768 / Math.min(size.width * fit, size.height * fit));
  const tiles = Math.ceil((size.width * fit * shrink) / 512) * Math.ceil((size.height * fit * shrink) / 512);
  return 85 + 170 * tiles;
}

export const messageTokens = (content: unknown) =>
  4 +
  Math.ceil(contentText(content).length / 4) +
  parts(content)
    .filter((p) => p.type === 'image_url')
    .reduce((n, p) => n + imageTokens(p), 0);
