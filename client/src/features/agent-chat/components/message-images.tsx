import { GeneratedImageGallery } from '@/components/generated-images/generated-image-gallery';
import type { GeneratedImage } from '@/lib/image-generation/types';
import { loadFile } from '../conversations/file-store';

/** A reply's generated images, their full size read from this conversation's file store. */
export function MessageImages({ images }: { images: readonly GeneratedImage[] }) {
  return <GeneratedImageGallery images={images} loadFile={loadFile} />;
}
