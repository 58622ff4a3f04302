/**
 * The canvas work every picture in the chat goes through (attachments downscaled for the provider,
 * generated images' thumbnails): one canvas maker, one encoder, one thumbnail format, one data URL.
 */

export type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
export type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** OffscreenCanvas where the browser has it (no layout, usable off the main thread), else a canvas element. */
export function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export function context(canvas: AnyCanvas): Context2D {
  const ctx = canvas.getContext('2d', { alpha: true }) as Context2D | null;
  if (!ctx) throw new Error('No 2D canvas');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}

export function encode(canvas: AnyCanvas, type: string, quality?: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality),
  );
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A thumbnail already drawn at its size, as the data URL the message record keeps: WebP where the
 * browser writes it, else PNG for a picture with transparency and JPEG for a photo.
 */
export async function thumbnailDataUrl(canvas: AnyCanvas, transparent: boolean): Promise<string> {
  let blob = await encode(canvas, 'image/webp', 0.7);
  if (blob.type !== 'image/webp') blob = await encode(canvas, transparent ? 'image/png' : 'image/jpeg', 0.7);
  return blobToDataUrl(blob);
}
