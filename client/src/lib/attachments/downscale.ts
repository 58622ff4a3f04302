import { fitWithin, thumbnailSize } from '@common/vision';

/**
 * An image brought to the size the provider works with (`fitWithin` in common/vision.ts) and
 * encoded again, plus a small thumbnail for the chat. Always re-encoded, even when small enough:
 * that also drops the photo's metadata (camera, GPS position), which the provider has no use for.
 */
export interface DownscaledImage {
  blob: Blob;
  mimeType: string;
  width: number;
  height: number;
  /** A data URL at most 256 px on its longest side. */
  thumbnail: string;
}

export const DOWNSCALE_MEASURE = 'attachments:downscale';

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** OffscreenCanvas where the browser has it (no layout, usable off the main thread), else a canvas element. */
function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context(canvas: AnyCanvas): Context2D {
  const ctx = canvas.getContext('2d', { alpha: true }) as Context2D | null;
  if (!ctx) throw new Error('No 2D canvas');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}

function encode(canvas: AnyCanvas, type: string, quality?: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality),
  );
}

/** Any pixel not fully opaque (read from the small thumbnail, which is cheap to scan). */
function hasTransparency(ctx: Context2D, width: number, height: number): boolean {
  const { data } = ctx.getImageData(0, 0, width, height);
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
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
 * Photos become JPEG (small, and what cameras make); an image with transparency stays lossless-ish:
 * WebP where the browser encodes it, else PNG. An animated GIF keeps its first frame.
 */
export async function downscaleImage(file: Blob): Promise<DownscaledImage> {
  const started = performance.now();
  // The EXIF orientation is applied, so a phone's portrait photo is not sent lying on its side.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    if (!width || !height) throw new Error('Empty image');
    const canvas = makeCanvas(width, height);
    context(canvas).drawImage(bitmap, 0, 0, width, height);

    const thumb = thumbnailSize(width, height);
    const thumbCanvas = makeCanvas(thumb.width, thumb.height);
    const thumbCtx = context(thumbCanvas);
    thumbCtx.drawImage(canvas, 0, 0, thumb.width, thumb.height);
    const transparent = file.type !== 'image/jpeg' && hasTransparency(thumbCtx, thumb.width, thumb.height);

    let blob = transparent ? await encode(canvas, 'image/webp', 0.9) : await encode(canvas, 'image/jpeg', 0.85);
    // A browser that cannot write WebP answers with PNG, which is fine; anything else is not.
    if (transparent && blob.type !== 'image/webp') blob = await encode(canvas, 'image/png');
    let thumbBlob = await encode(thumbCanvas, 'image/webp', 0.7);
    if (thumbBlob.type !== 'image/webp')
      thumbBlob = await encode(thumbCanvas, transparent ? 'image/png' : 'image/jpeg', 0.7);
    const thumbnail = await blobToDataUrl(thumbBlob);
    // A user timing entry: what `npm run bench` reads to time decode, resize and both encodes.
    performance.measure(DOWNSCALE_MEASURE, { start: started });
    return { blob, mimeType: blob.type, width, height, thumbnail };
  } finally {
    bitmap.close();
  }
}
