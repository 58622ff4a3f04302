/**
 * Images made with the user's key: the models the browser offers, what each accepts (sizes,
 * qualities, how many at once), the `POST /images/generations` body for each, and what an image
 * costs, so the chat can add it to the conversation's cost before and after generating.
 */

export type ImageModel = 'gpt-image-1' | 'dall-e-3' | 'dall-e-2';

/** gpt-image-1 is the provider's current model; many compatible servers still answer only the DALL·E names. */
export const IMAGE_MODELS: readonly ImageModel[] = ['gpt-image-1', 'dall-e-3', 'dall-e-2'];
export const DEFAULT_IMAGE_MODEL: ImageModel = 'gpt-image-1';

export interface ImageModelSpec {
  sizes: readonly string[];
  qualities: readonly string[];
  defaultSize: string;
  defaultQuality: string;
  /** How many images one request may ask for. */
  maxCount: number;
  /** The longest prompt the model takes, in characters. */
  promptMax: number;
}

export const IMAGE_MODEL_SPECS: Readonly<Record<ImageModel, ImageModelSpec>> = {
  'gpt-image-1': {
    sizes: ['1024x1024', '1536x1024', '1024x1536', 'auto'],
    qualities: ['low', 'medium', 'high'],
    defaultSize: '1024x1024',
    defaultQuality: 'medium',
    maxCount: 10,
    promptMax: 32_000,
  },
  'dall-e-3': {
    sizes: ['1024x1024', '1792x1024', '1024x1792'],
    qualities: ['standard', 'hd'],
    defaultSize: '1024x1024',
    defaultQuality: 'standard',
    maxCount: 1,
    promptMax: 4_000,
  },
  'dall-e-2': {
    sizes: ['256x256', '512x512', '1024x1024'],
    qualities: ['standard'],
    defaultSize: '1024x1024',
    defaultQuality: 'standard',
    maxCount: 10,
    promptMax: 1_000,
  },
};

export function isImageModel(model: string): model is ImageModel {
  return (IMAGE_MODELS as readonly string[]).includes(model);
}

export interface ImageGenerationInput {
  model: ImageModel;
  prompt: string;
  size: string;
  quality: string;
  n?: number;
}

export interface ImageGenerationRequest {
  model: ImageModel;
  prompt: string;
  n: number;
  size: string;
  quality?: string;
  response_format?: 'b64_json';
}

/**
 * The body of `POST /images/generations`. gpt-image-1 always answers with base64 and refuses a
 * `response_format`; the DALL·E models answer with a short-lived URL unless asked for base64, and
 * base64 spares a second download that could fail once the URL expires. dall-e-2 has one quality,
 * so none is sent (some compatible servers refuse the field). A size or quality the model does not
 * take falls back to its default, and the count to what it allows, rather than a refusal later.
 */
export function buildImageRequest({
  model,
  prompt,
  size,
  quality,
  n = 1,
}: ImageGenerationInput): ImageGenerationRequest {
  const spec = IMAGE_MODEL_SPECS[model];
  const request: ImageGenerationRequest = {
    model,
    prompt: prompt.trim(),
    n: Math.min(Math.max(1, Math.floor(n)), spec.maxCount),
    size: spec.sizes.includes(size) ? size : spec.defaultSize,
  };
  if (model !== 'dall-e-2') request.quality = spec.qualities.includes(quality) ? quality : spec.defaultQuality;
  if (model !== 'gpt-image-1') request.response_format = 'b64_json';
  return request;
}

/**
 * US dollars per image, by model, quality and size, from the provider's public price list. A
 * portrait and a landscape image of the same area cost the same.
 */
export const IMAGE_PRICES_USD: Readonly<
  Record<ImageModel, Readonly<Record<string, Readonly<Record<string, number>>>>>
> = {
  'gpt-image-1': {
    low: { '1024x1024': 0.011, '1024x1536': 0.016, '1536x1024': 0.016 },
    medium: { '1024x1024': 0.042, '1024x1536': 0.063, '1536x1024': 0.063 },
    high: { '1024x1024': 0.167, '1024x1536': 0.25, '1536x1024': 0.25 },
  },
  'dall-e-3': {
    standard: { '1024x1024': 0.04, '1024x1792': 0.08, '1792x1024': 0.08 },
    hd: { '1024x1024': 0.08, '1024x1792': 0.12, '1792x1024': 0.12 },
  },
  'dall-e-2': {
    standard: { '256x256': 0.016, '512x512': 0.018, '1024x1024': 0.02 },
  },
};

/**
 * The estimated cost of `n` images, or null when the price is unknown (another model, or `auto`
 * before the provider has chosen the size): better no figure than a wrong one.
 */
export function imageCostUsd(model: string, size: string, quality: string, n = 1): number | null {
  if (!isImageModel(model)) return null;
  const perImage = IMAGE_PRICES_USD[model][model === 'dall-e-2' ? 'standard' : quality]?.[size];
  if (perImage === undefined) return null;
  // Rounded to a thousandth of a cent, so 3 × 0.011 reads 0.033 and not 0.032999….
  return Math.round(perImage * Math.max(1, Math.floor(n)) * 100_000) / 100_000;
}

/** `1536x1024` → width and height; undefined for `auto` or anything else. */
export function parseImageSize(size: string): { width: number; height: number } | undefined {
  const match = /^(\d+)x(\d+)$/.exec(size);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}
