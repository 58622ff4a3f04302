import { describe, expect, it } from 'vitest';
import {
  buildImageRequest,
  DEFAULT_IMAGE_MODEL,
  IMAGE_MODEL_SPECS,
  IMAGE_MODELS,
  imageCostUsd,
  parseImageSize,
} from './image-generation';

describe('image models', () => {
  it('offer gpt-image-1 first and by default, and the DALL·E models compatible servers answer', () => {
    expect(DEFAULT_IMAGE_MODEL).toBe('gpt-image-1');
    expect(IMAGE_MODELS).toEqual(['gpt-image-1', 'dall-e-3', 'dall-e-2']);
  });

  it('list the sizes and qualities each model takes', () => {
    expect(IMAGE_MODEL_SPECS['gpt-image-1'].sizes).toEqual(['1024x1024', '1536x1024', '1024x1536', 'auto']);
    expect(IMAGE_MODEL_SPECS['gpt-image-1'].qualities).toEqual(['low', 'medium', 'high']);
    expect(IMAGE_MODEL_SPECS['dall-e-3'].sizes).toEqual(['1024x1024', '1792x1024', '1024x1792']);
    expect(IMAGE_MODEL_SPECS['dall-e-3'].qualities).toEqual(['standard', 'hd']);
    expect(IMAGE_MODEL_SPECS['dall-e-2'].sizes).toEqual(['256x256', '512x512', '1024x1024']);
    expect(IMAGE_MODEL_SPECS['dall-e-2'].qualities).toEqual(['standard']);
    expect(IMAGE_MODEL_SPECS['dall-e-3'].maxCount).toBe(1);
  });

  it('default to sizes and qualities the model lists', () => {
    for (const model of IMAGE_MODELS) {
      const spec = IMAGE_MODEL_SPECS[model];
      expect(spec.sizes).toContain(spec.defaultSize);
      expect(spec.qualities).toContain(spec.defaultQuality);
    }
  });
});

describe('buildImageRequest', () => {
  it('asks gpt-image-1 without response_format, which it refuses (it always answers base64)', () => {
    expect(
      buildImageRequest({ model: 'gpt-image-1', prompt: '  a red fox  ', size: '1536x1024', quality: 'high' }),
    ).toEqual({ model: 'gpt-image-1', prompt: 'a red fox', n: 1, size: '1536x1024', quality: 'high' });
  });

  it('asks the DALL·E models for base64, so no short-lived URL has to be fetched', () => {
    expect(buildImageRequest({ model: 'dall-e-3', prompt: 'a fox', size: '1792x1024', quality: 'hd' })).toEqual({
      model: 'dall-e-3',
      prompt: 'a fox',
      n: 1,
      size: '1792x1024',
      quality: 'hd',
      response_format: 'b64_json',
    });
    expect(
      buildImageRequest({ model: 'dall-e-2', prompt: 'a fox', size: '512x512', quality: 'standard', n: 2 }),
    ).toEqual({ model: 'dall-e-2', prompt: 'a fox', n: 2, size: '512x512', response_format: 'b64_json' });
  });

  it('keeps dall-e-3 to one image and replaces a size or quality the model does not take by its default', () => {
    const request = buildImageRequest({ model: 'dall-e-3', prompt: 'x', size: '1536x1024', quality: 'high', n: 4 });
    expect(request).toMatchObject({ n: 1, size: '1024x1024', quality: 'standard' });
    expect(buildImageRequest({ model: 'gpt-image-1', prompt: 'x', size: 'auto', quality: 'low', n: 0 })).toMatchObject({
      n: 1,
      size: 'auto',
    });
  });
});

describe('imageCostUsd', () => {
  it('prices one image from the public price list by model, quality and size', () => {
    expect(imageCostUsd('gpt-image-1', '1024x1024', 'low')).toBe(0.011);
    expect(imageCostUsd('gpt-image-1', '1024x1536', 'low')).toBe(0.016);
    expect(imageCostUsd('gpt-image-1', '1536x1024', 'medium')).toBe(0.063);
    expect(imageCostUsd('gpt-image-1', '1024x1024', 'medium')).toBe(0.042);
    expect(imageCostUsd('gpt-image-1', '1024x1024', 'high')).toBe(0.167);
    expect(imageCostUsd('gpt-image-1', '1536x1024', 'high')).toBe(0.25);
    expect(imageCostUsd('dall-e-3', '1024x1024', 'standard')).toBe(0.04);
    expect(imageCostUsd('dall-e-3', '1024x1792', 'standard')).toBe(0.08);
    expect(imageCostUsd('dall-e-3', '1024x1024', 'hd')).toBe(0.08);
    expect(imageCostUsd('dall-e-3', '1792x1024', 'hd')).toBe(0.12);
    expect(imageCostUsd('dall-e-2', '256x256', 'standard')).toBe(0.016);
    expect(imageCostUsd('dall-e-2', '512x512', 'standard')).toBe(0.018);
    expect(imageCostUsd('dall-e-2', '1024x1024', 'standard')).toBe(0.02);
  });

  it('multiplies by the number of images without floating-point dust', () => {
    expect(imageCostUsd('gpt-image-1', '1024x1024', 'low', 3)).toBe(0.033);
    expect(imageCostUsd('dall-e-2', '512x512', 'standard', 10)).toBe(0.18);
  });

  it('is null for an unknown model, size or quality, and for auto before the size is known', () => {
    expect(imageCostUsd('stable-diffusion-xl', '1024x1024', 'standard')).toBeNull();
    expect(imageCostUsd('gpt-image-1', 'auto', 'medium')).toBeNull();
    expect(imageCostUsd('dall-e-3', '1536x1024', 'standard')).toBeNull();
    expect(imageCostUsd('gpt-image-1', '1024x1024', 'hd')).toBeNull();
  });
});

describe('parseImageSize', () => {
  it('reads width and height, and nothing from auto', () => {
    expect(parseImageSize('1536x1024')).toEqual({ width: 1536, height: 1024 });
    expect(parseImageSize('auto')).toBeUndefined();
  });
});
