import { thumbnailSize } from '@common/vision';
import { context, makeCanvas, thumbnailDataUrl } from '@/lib/attachments/canvas';

export interface DecodedImage {
  width: number;
  height: number;
  /** The chat's thumbnail (`thumbnailSize` in common/vision.ts), made as an attachment's is. */
  thumbnail: string;
}

/** The image's size and a small copy for the chat, decoded off the main thread's layout. */
export async function decodeImage(blob: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(blob);
  try {
    const { width, height } = bitmap;
    const small = thumbnailSize(width, height);
    const canvas = makeCanvas(Math.max(1, small.width), Math.max(1, small.height));
    context(canvas).drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // A generated image may be transparent (gpt-image-1 can make a transparent background).
    return { width, height, thumbnail: await thumbnailDataUrl(canvas, true) };
  } finally {
    bitmap.close();
  }
}
