import { fitWithin, thumbnailSize } from '@common/vision';
import { context, encode, makeCanvas, thumbnailDataUrl, type Context2D } from './canvas';

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

/** Any pixel not fully opaque (read from the small thumbnail, which is cheap to scan). */
function hasTransparency(ctx: Context2D, width: number, height: number): boolean {
  const { data } = ctx.getImageData(0, 0, width, height);
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
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
    const thumbnail = await thumbnailDataUrl(thumbCanvas, transparent);
    // A user timing entry: what `npm run bench` reads to time decode, resize and both encodes.
    performance.measure(DOWNSCALE_MEASURE, { start: started });
    return { blob, mimeType: blob.type, width, height, thumbnail };
  } finally {
    bitmap.close();
  }
}
