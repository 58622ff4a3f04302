/**
 * What a chat may carry besides typed text: which models read pictures, the image sizes the
 * provider works with, and which files we accept and how large. One place, so the picker's
 * `accept`, the checks when a file is read and the send all agree.
 */

/** The provider setting over the table, for a model name the table cannot know (a custom base URL). */
export type VisionOverride = 'auto' | 'yes' | 'no';

/**
 * Model families and whether they accept `image_url` content parts. First match wins, so the
 * text-only variants of a family come before the family itself. A dated snapshot
 * (`gpt-4o-2024-08-06`, `gpt-4-turbo-2024-04-09`) is matched by its family once the date is cut.
 */
const VISION_TABLE: readonly (readonly [RegExp, boolean])[] = [
  // Audio, realtime, speech and transcription models of a vision family take no pictures.
  [/-(audio|realtime|transcribe|tts|search)(-|$)/, false],
  [/^(gpt-4o|gpt-4o-mini|chatgpt-4o-latest)$/, true],
  [/^gpt-4\.1(-mini|-nano)?$/, true],
  [/^gpt-5([.-].*)?$/, true],
  [/^(o3|o3-pro|o4-mini|o1|o1-pro)$/, true],
  [/^gpt-4\.5-preview$/, true],
  // The small reasoning models before o4-mini read text only.
  [/^(o1-mini|o3-mini|o1-preview)$/, false],
  [/^(gpt-4-turbo|gpt-4-vision-preview)$/, true],
  [/^gpt-4(-\d{4})?(-preview)?$/, false],
  [/^gpt-3\.5-turbo/, false],
];

/** `openai/gpt-4o-2024-08-06` → `gpt-4o`: a router's vendor prefix and a snapshot's date go. */
export function modelFamily(model: string): string {
  const name = model.trim().toLowerCase();
  const bare = name.includes('/') ? name.slice(name.lastIndexOf('/') + 1) : name;
  return bare.replace(/-\d{4}-\d{2}-\d{2}$/, '');
}

/** Whether the table says this model reads images; unknown models do not (sending one would fail). */
export function tableSeesImages(model: string): boolean {
  const family = modelFamily(model);
  for (const [pattern, sees] of VISION_TABLE) if (pattern.test(family)) return sees;
  return false;
}

/** The override wins when set; 'auto' asks the table. */
export function modelSeesImages(model: string, override: VisionOverride = 'auto'): boolean {
  if (override === 'yes') return true;
  if (override === 'no') return false;
  return tableSeesImages(model);
}

/**
 * The provider's documented handling at high detail: the image is fitted within 2048×2048, then
 * its shortest side brought down to 768 px. Sending it already at that size costs the same tokens
 * and loses nothing, while the request (and what the conversation keeps) shrinks many times.
 */
export const IMAGE_LIMITS = {
  maxSide: 2048,
  shortSide: 768,
  /** The provider refuses larger images; we refuse them before reading (a photo is far below it). */
  maxBytes: 20_000_000,
  /** The longest side of the thumbnail the chat shows. */
  thumbnailSide: 256,
} as const;

/**
 * At most this many files per message. Ten high-detail images are about 7,650 input tokens
 * (765 each at 1024×768), a request of a few megabytes, and still a row of thumbnails a user can
 * check; more is a sign the user wants a different tool.
 */
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;

/** Largest file accepted per kind, before any processing (decimal megabytes, as pickers show sizes). */
export const FILE_SIZE_LIMITS = {
  image: IMAGE_LIMITS.maxBytes,
  pdf: 20_000_000,
  text: 2_000_000,
} as const;

/**
 * Extracted text beyond this is cut, with a note in the text itself so the model (and the user in
 * the "What is sent" panel) knows. 100,000 characters are about 25,000 tokens: a long report, and
 * well inside every current vision model's context.
 */
export const EXTRACTED_TEXT_MAX = 100_000;

export type AttachmentKindName = 'image' | 'pdf' | 'text';

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;

/** Plain text, data and source code: read as UTF-8 and sent as they are. */
export const TEXT_EXTENSIONS = [
  'txt',
  'text',
  'md',
  'markdown',
  'csv',
  'tsv',
  'json',
  'jsonl',
  'ndjson',
  'xml',
  'yaml',
  'yml',
  'toml',
  'ini',
  'cfg',
  'conf',
  'log',
  'html',
  'htm',
  'css',
  'scss',
  'js',
  'mjs',
  'cjs',
  'jsx',
  'ts',
  'tsx',
  'mts',
  'cts',
  'py',
  'rb',
  'go',
  'rs',
  'java',
  'kt',
  'kts',
  'c',
  'h',
  'cc',
  'cpp',
  'hpp',
  'cs',
  'php',
  'swift',
  'sh',
  'bash',
  'zsh',
  'ps1',
  'sql',
  'r',
  'scala',
  'lua',
  'pl',
  'dart',
  'vue',
  'svelte',
  'graphql',
  'proto',
  'tex',
  'srt',
  'vtt',
] as const;

/** MIME types that are text whatever the extension (text/* is text too). */
const TEXT_MIME_TYPES = new Set([
  'application/json',
  'application/ld+json',
  'application/xml',
  'application/x-yaml',
  'application/yaml',
  'application/toml',
  'application/javascript',
  'application/x-javascript',
  'application/typescript',
  'application/x-sh',
  'application/sql',
]);

/** A file name's extension, lower case, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The kind of a file from its MIME type and name. The extension decides when the browser gives no
 * type or a generic one (many systems report `.md` or `.ts` as '' or application/octet-stream);
 * an image's real format is checked again from its first bytes when it is read.
 */
export function attachmentKindOf(mimeType: string, name: string): AttachmentKindName | null {
  const mime = mimeType.toLowerCase().split(';')[0]!.trim();
  const ext = fileExtension(name);
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(mime)) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('text/') || TEXT_MIME_TYPES.has(mime)) return 'text';
  // Many systems call every .ts file an MPEG transport stream: here it is TypeScript.
  if (mime === 'video/mp2t' && ['ts', 'mts', 'cts'].includes(ext)) return 'text';
  // Another image format (HEIC, TIFF, SVG…) or any other declared type the extension cannot overrule.
  if (mime.startsWith('image/') || mime.startsWith('audio/') || mime.startsWith('video/')) return null;
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if ((TEXT_EXTENSIONS as readonly string[]).includes(ext)) return 'text';
  return null;
}

/** The file input's `accept` for these kinds, so the picker offers only what will be taken. */
export function acceptAttribute(kinds: readonly AttachmentKindName[] = ['image', 'pdf', 'text']): string {
  const tokens: string[] = [];
  if (kinds.includes('image')) tokens.push(...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`));
  if (kinds.includes('pdf')) tokens.push('application/pdf', '.pdf');
  if (kinds.includes('text')) tokens.push('text/*', ...TEXT_MIME_TYPES, ...TEXT_EXTENSIONS.map((ext) => `.${ext}`));
  return tokens.join(',');
}

/** Every kind: the chat's picker. */
export const ACCEPT_ATTRIBUTE = acceptAttribute();

/** The pure arithmetic of the downscale: the size the provider would work with, never larger. */
export function fitWithin(
  width: number,
  height: number,
  { maxSide = IMAGE_LIMITS.maxSide as number, shortSide = IMAGE_LIMITS.shortSide as number } = {},
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  let scale = Math.min(1, maxSide / Math.max(width, height));
  const short = Math.min(width, height) * scale;
  if (short > shortSide) scale *= shortSide / short;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A thumbnail's size: the longest side at most `side`, never enlarged. */
export function thumbnailSize(width: number, height: number, side: number = IMAGE_LIMITS.thumbnailSide) {
  return fitWithin(width, height, { maxSide: side, shortSide: side });
}
