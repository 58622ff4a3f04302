import { DEFAULT_IMAGE_MODEL, IMAGE_MODEL_SPECS, isImageModel, type ImageModel } from '@common/image-generation';

/** The choices the user last made for images, kept in this browser for the next one. */
export interface ImageSettings {
  model: ImageModel;
  size: string;
  quality: string;
  count: number;
  /** The Image Generator's Send makes an image (off: Send asks it for prompt advice). */
  sendMakesImage: boolean;
}

/** More at once is rarely wanted and multiplies the cost: the dialog offers up to four. */
export const IMAGE_COUNT_MAX = 4;

export const DEFAULT_IMAGE_SETTINGS: ImageSettings = {
  model: DEFAULT_IMAGE_MODEL,
  size: IMAGE_MODEL_SPECS[DEFAULT_IMAGE_MODEL].defaultSize,
  quality: IMAGE_MODEL_SPECS[DEFAULT_IMAGE_MODEL].defaultQuality,
  count: 1,
  sendMakesImage: true,
};

/** How many images the model may make at once, within the dialog's limit. */
export const countLimit = (model: ImageModel) => Math.min(IMAGE_MODEL_SPECS[model].maxCount, IMAGE_COUNT_MAX);

/**
 * Stored or half-changed settings made consistent: a size, quality or count the model does not
 * take becomes its default, so switching model never leaves an impossible choice selected.
 */
export function normalizeImageSettings(value: unknown): ImageSettings {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof ImageSettings, unknown>
  >;
  const model = typeof raw.model === 'string' && isImageModel(raw.model) ? raw.model : DEFAULT_IMAGE_SETTINGS.model;
  const spec = IMAGE_MODEL_SPECS[model];
  const size = typeof raw.size === 'string' && spec.sizes.includes(raw.size) ? raw.size : spec.defaultSize;
  const quality =
    typeof raw.quality === 'string' && spec.qualities.includes(raw.quality) ? raw.quality : spec.defaultQuality;
  const count =
    typeof raw.count === 'number' && Number.isFinite(raw.count)
      ? Math.min(Math.max(1, Math.floor(raw.count)), countLimit(model))
      : 1;
  const sendMakesImage = typeof raw.sendMakesImage === 'boolean' ? raw.sendMakesImage : true;
  return { model, size, quality, count, sendMakesImage };
}
