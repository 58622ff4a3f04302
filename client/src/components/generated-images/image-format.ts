import { imageCostUsd, IMAGE_MODEL_SPECS, type ImageModel } from '@common/image-generation';
import { usdFormat } from '@/lib/i18n/number-format';
import type { Translate } from '@/lib/i18n/i18n';
import type english from './locales/en.json';

type T = Translate<keyof typeof english & string>;

const MODEL_NAMES: Record<string, string> = {
  'gpt-image-1': 'gpt-image-1',
  'dall-e-3': 'DALL·E 3',
  'dall-e-2': 'DALL·E 2',
};

export const modelName = (model: string) => MODEL_NAMES[model] ?? model;

/** `1536x1024` reads 1536×1024; `auto` says the provider chooses. */
export function sizeName(size: string, t: T): string {
  return size === 'auto' ? t('generated-images.size.auto') : size.replace('x', '×');
}

const QUALITY_KEYS = {
  low: 'generated-images.quality.low',
  medium: 'generated-images.quality.medium',
  high: 'generated-images.quality.high',
  standard: 'generated-images.quality.standard',
  hd: 'generated-images.quality.hd',
} as const;

export function qualityName(quality: string, t: T): string {
  return Object.hasOwn(QUALITY_KEYS, quality) ? t(QUALITY_KEYS[quality as keyof typeof QUALITY_KEYS]) : quality;
}

/** Image prices run to a tenth of a cent ($0.011): three decimals show them exactly. */
export function imageCostText(costUsd: number | null, t: T): string {
  return costUsd === null ? t('generated-images.cost.unknown') : usdFormat(3).format(costUsd);
}

/** What the chosen settings will cost before generating. */
export function estimateText(model: ImageModel, size: string, quality: string, count: number, t: T): string {
  const cost = imageCostUsd(model, size, quality, count);
  if (cost !== null) return t('generated-images.cost.estimate', { cost: usdFormat(3).format(cost) });
  return size === 'auto' ? t('generated-images.cost.afterAuto') : t('generated-images.cost.estimateUnknown');
}

export const qualitiesOf = (model: ImageModel) => IMAGE_MODEL_SPECS[model].qualities;
export const sizesOf = (model: ImageModel) => IMAGE_MODEL_SPECS[model].sizes;
