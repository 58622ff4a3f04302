import { Download, Maximize2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { GeneratedImage } from '@/lib/image-generation/types';
import { useT } from './i18n';
import { saveBlob } from '@/lib/save-blob';
import { imageFileName } from './image-download';
import { imageCostText, modelName, qualityName, sizeName } from './image-format';
import { FullSizeImageDialog } from './full-size-image-dialog';

interface GeneratedImageGalleryProps {
  images: readonly GeneratedImage[];
  /** The full image from the conversation's storage (undefined when this browser does not have it). */
  loadFile: (id: string) => Promise<Blob | undefined>;
}

function ImageFigure({
  image,
  loadFile,
  onOpen,
}: {
  image: GeneratedImage;
  loadFile: GeneratedImageGalleryProps['loadFile'];
  onOpen: () => void;
}) {
  const t = useT();
  const captionId = useId();
  const [missing, setMissing] = useState(false);
  const download = async () => {
    const blob = await loadFile(image.id).catch(() => undefined);
    if (!blob) return setMissing(true);
    saveBlob(blob, imageFileName(image.prompt, image.mimeType));
  };
  return (
    <li>
      <figure className="grid gap-1.5">
        <img
          src={image.thumbnail}
          alt={image.prompt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full max-w-64 rounded border bg-muted object-contain"
        />
        <figcaption id={captionId} className="grid gap-0.5 text-sm">
          <span className="break-words">{image.prompt}</span>
          {image.revisedPrompt && (
            <span className="text-xs break-words text-muted-foreground">
              {t('generated-images.gallery.revisedPrompt', { prompt: image.revisedPrompt })}
            </span>
          )}
          <span className="font-mono text-[11px] text-muted-foreground">
            {[
              modelName(image.model),
              sizeName(image.size, t),
              qualityName(image.quality, t),
              imageCostText(image.costUsd, t),
            ].join(' · ')}
          </span>
        </figcaption>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onOpen} aria-describedby={captionId}>
            <Maximize2 aria-hidden />
            {t('generated-images.gallery.open')}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void download()}
            aria-describedby={captionId}
          >
            <Download aria-hidden />
            {t('generated-images.gallery.download')}
          </Button>
        </div>
        {missing && (
          <p role="alert" className="text-xs text-destructive">
            {t('generated-images.gallery.missing')}
          </p>
        )}
      </figure>
    </li>
  );
}

/** The images of one reply: thumbnail, prompt, settings and cost; full size and download on demand. */
export function GeneratedImageGallery({ images, loadFile }: GeneratedImageGalleryProps) {
  const t = useT();
  const [opened, setOpened] = useState<GeneratedImage | null>(null);
  return (
    <>
      <ul
        aria-label={t('generated-images.gallery.label')}
        className={cn('mt-1 grid gap-3', images.length > 1 && 'sm:grid-cols-2')}
      >
        {images.map((image) => (
          <ImageFigure key={image.id} image={image} loadFile={loadFile} onOpen={() => setOpened(image)} />
        ))}
      </ul>
      <FullSizeImageDialog image={opened} loadFile={loadFile} onClose={() => setOpened(null)} />
    </>
  );
}
