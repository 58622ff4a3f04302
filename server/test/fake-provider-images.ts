import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { CORS_HEADERS, asRecord, invalidValue, missingParameter, send, sendError } from './fake-provider-http.js';
import { colourFor, solidPng } from './media-samples.js';

/**
 * POST /v1/images/generations in OpenAI's wire format. Every image is a real PNG of the requested
 * size, one solid colour derived from the prompt (so a test can tell prompts apart by colour).
 * `url` answers point back at this fake, which serves the PNG with CORS. The real DALL·E links are
 * storage URLs that expire after an hour and may not allow a browser to fetch them, so a client is
 * better off asking for b64_json. The gpt-image models only ever answer b64_json and, like the real
 * API, refuse a request that names response_format at all. They take output_format too, but this
 * fake always paints PNG and says so.
 */

const GPT_IMAGE = {
  sizes: ['1024x1024', '1536x1024', '1024x1536', 'auto'],
  maxN: 10,
  maxPrompt: 32000,
  qualities: ['low', 'medium', 'high', 'auto'],
};
const MODELS: Record<string, typeof GPT_IMAGE> = {
  'dall-e-2': { sizes: ['256x256', '512x512', '1024x1024'], maxN: 10, maxPrompt: 1000, qualities: ['standard'] },
  'dall-e-3': {
    sizes: ['1024x1024', '1792x1024', '1024x1792'],
    maxN: 1,
    maxPrompt: 4000,
    qualities: ['standard', 'hd'],
  },
  'gpt-image-1': GPT_IMAGE,
  'gpt-image-1-mini': GPT_IMAGE,
  'gpt-image-1.5': GPT_IMAGE,
};

/** gpt-image-1's output tokens for a square image; the oblong sizes cost half as much again. */
const OUTPUT_TOKENS: Record<string, number> = { low: 272, medium: 1056, high: 4160 };

export const CONTENT_POLICY_MESSAGE =
  'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.';

/** Generated PNGs a `url` answer points at, by file name. */
export type ImageStore = Map<string, Buffer>;

export interface ImageRequest {
  res: ServerResponse;
  body: unknown;
  /** A prompt is refused as the safety system would when this is set (the content_policy scenario). */
  refuse: boolean;
  /** Where this fake listens, e.g. http://127.0.0.1:41234, for `url` answers. */
  origin: string;
  store: ImageStore;
}

export function generateImages({ res, body, refuse, origin, store }: ImageRequest): void {
  const b = asRecord(body);
  const model = b.model ?? 'dall-e-2';
  const spec = typeof model === 'string' ? MODELS[model] : undefined;
  if (typeof model !== 'string' || !spec) {
    return sendError(res, 400, {
      message: `Invalid value for 'model' = ${String(model)}.`,
      param: 'model',
      code: 'invalid_value',
    });
  }
  const gptImage = spec === GPT_IMAGE;
  if (gptImage && b.response_format !== undefined) {
    const message = "Unknown parameter: 'response_format'.";
    return sendError(res, 400, { message, param: 'response_format', code: 'unknown_parameter' });
  }
  const { prompt } = b;
  if (typeof prompt !== 'string' || !prompt) return missingParameter(res, 'prompt');
  if (prompt.length > spec.maxPrompt) {
    const message = `'${prompt.slice(0, 40)}...' is too long - 'prompt' (${spec.maxPrompt} characters at most for ${model}).`;
    return sendError(res, 400, { message, param: 'prompt', code: 'string_above_max_length' });
  }
  const n = b.n ?? 1;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > spec.maxN) {
    const message =
      model === 'dall-e-3'
        ? 'You must provide n=1 for this model.'
        : `Invalid value for 'n': expected an integer between 1 and ${spec.maxN}.`;
    return sendError(res, 400, { message, param: 'n', code: model === 'dall-e-3' ? null : 'invalid_value' });
  }
  const size = b.size ?? '1024x1024';
  if (typeof size !== 'string' || !spec.sizes.includes(size)) {
    return invalidValue(res, 'size', size, spec.sizes);
  }
  const quality = b.quality ?? (gptImage ? 'auto' : 'standard');
  if (typeof quality !== 'string' || !spec.qualities.includes(quality)) {
    return invalidValue(res, 'quality', quality, spec.qualities);
  }
  const format = gptImage ? 'b64_json' : (b.response_format ?? 'url');
  if (format !== 'url' && format !== 'b64_json')
    return invalidValue(res, 'response_format', format, ['url', 'b64_json']);
  if (refuse || /forbidden/i.test(prompt)) {
    return sendError(res, 400, {
      message: CONTENT_POLICY_MESSAGE,
      type: 'image_generation_user_error',
      code: 'content_policy_violation',
    });
  }

  const [width, height] = (size === 'auto' ? '1024x1024' : size).split('x').map(Number) as [number, number];
  const data = Array.from({ length: n }, (_, i) => {
    const png = solidPng(width, height, colourFor(i ? `${prompt} #${i + 1}` : prompt));
    const revised = model === 'dall-e-3' ? { revised_prompt: `${prompt}, shown in soft, even light.` } : {};
    if (format === 'b64_json') return { b64_json: png.toString('base64'), ...revised };
    const name = `img-${randomUUID()}.png`;
    store.set(name, png);
    return { url: `${origin}/files/images/${name}`, ...revised };
  });
  const created = Math.floor(Date.now() / 1000);
  if (!gptImage) return send(res, 200, { created, data });

  const effective = quality === 'auto' ? 'medium' : quality;
  const perImage = Math.round((OUTPUT_TOKENS[effective] ?? 1056) * (width === height ? 1 : 1.5));
  const inputTokens = Math.ceil(prompt.length / 4);
  const usage = {
    total_tokens: inputTokens + perImage * n,
    input_tokens: inputTokens,
    output_tokens: perImage * n,
    input_tokens_details: { text_tokens: inputTokens, image_tokens: 0 },
  };
  send(res, 200, {
    created,
    background: 'opaque',
    data,
    output_format: 'png',
    quality: effective,
    size: `${width}x${height}`,
    usage,
  });
}

/** GET /files/images/<name>: the PNG behind a `url` answer. Like a signed link, it needs no key. */
export function serveImage(res: ServerResponse, name: string, store: ImageStore): boolean {
  const png = store.get(name);
  if (!png) return false;
  res.writeHead(200, {
    ...CORS_HEADERS,
    'content-type': 'image/png',
    'content-length': png.length,
    'cache-control': 'max-age=3600',
  });
  res.end(png);
  return true;
}
