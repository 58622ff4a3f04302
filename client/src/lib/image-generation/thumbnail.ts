/** The longest side of the picture the chat shows in the message; the full image opens on demand. */
export const THUMBNAIL_MAX_SIDE = 256;

export interface DecodedImage {
  width: number;
  height: number;
  /** A WebP (or, where the browser cannot encode WebP, PNG) data URL no larger than THUMBNAIL_MAX_SIDE. */
  thumbnail: string;
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The thumbnail could not be read'));
    reader.readAsDataURL(blob);
  });
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  // OffscreenCanvas keeps the page's DOM out of it; a page canvas covers browsers without it.
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The thumbnail could not be drawn'))), 'image/webp', 0.8),
  );
}

/** The image's size and a small copy for the chat, decoded off the main thread's layout. */
export async function decodeImage(blob: Blob, maxSide = THUMBNAIL_MAX_SIDE): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(blob);
  try {
    const { width, height } = bitmap;
    const scale = Math.min(1, maxSide / Math.max(width, height));
    const small = await encode(bitmap, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    return { width, height, thumbnail: await blobToDataUrl(small) };
  } finally {
    bitmap.close();
  }
}
