import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_SETTINGS, normalizeImageSettings } from './image-settings';

describe('normalizeImageSettings', () => {
  it('starts from gpt-image-1, square, medium, one image, Send making images', () => {
    expect(normalizeImageSettings(undefined)).toEqual(DEFAULT_IMAGE_SETTINGS);
    expect(DEFAULT_IMAGE_SETTINGS).toEqual({
      model: 'gpt-image-1',
      size: '1024x1024',
      quality: 'medium',
      count: 1,
      sendMakesImage: true,
    });
  });

  it("replaces what the newly chosen model does not take by that model's defaults", () => {
    expect(
      normalizeImageSettings({
        model: 'dall-e-3',
        size: '1536x1024',
        quality: 'high',
        count: 3,
        sendMakesImage: false,
      }),
    ).toEqual({ model: 'dall-e-3', size: '1024x1024', quality: 'standard', count: 1, sendMakesImage: false });
  });

  it('keeps valid choices and caps the count at four', () => {
    expect(normalizeImageSettings({ model: 'dall-e-2', size: '512x512', quality: 'standard', count: 9 })).toMatchObject(
      {
        model: 'dall-e-2',
        size: '512x512',
        count: 4,
      },
    );
  });

  it('ignores an unknown model', () => {
    expect(normalizeImageSettings({ model: 'midjourney' }).model).toBe('gpt-image-1');
  });
});
