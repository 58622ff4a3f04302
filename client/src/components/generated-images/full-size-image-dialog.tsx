import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { GeneratedImage } from '@/lib/image-generation/types';
import { useT } from './i18n';
import { imageFileName } from './image-download';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; url: string };

/**
 * The full image, read from storage only when asked for and shown through an object URL that is
 * let go when the dialog closes, so a conversation of many images holds none of them in memory.
 */
function useObjectUrl(id: string, loadFile: (id: string) => Promise<Blob | undefined>): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    loadFile(id).then(
      (blob) => {
        if (!live) return;
        if (!blob) return setLoaded({ state: 'missing' });
        url = URL.createObjectURL(blob);
        setLoaded({ state: 'ready', url });
      },
      () => live && setLoaded({ state: 'missing' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, loadFile]);
  return loaded;
}

function FullImage({
  image,
  loadFile,
}: {
  image: GeneratedImage;
  loadFile: (id: string) => Promise<Blob | undefined>;
}) {
  const t = useT();
  const loaded = useObjectUrl(image.id, loadFile);
  if (loaded.state === 'loading') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('generated-images.gallery.loading')}
      </p>
    );
  }
  // A conversation from cloud history (or storage cleared) has the thumbnail alone: show it, and why.
  if (loaded.state === 'missing') {
    return (
      <>
        <img src={image.thumbnail} alt={image.prompt} className="mx-auto h-auto max-h-[70vh] w-auto rounded" />
        <p role="alert" className="text-sm text-muted-foreground">
          {t('generated-images.gallery.missing')}
        </p>
      </>
    );
  }
  return (
    <>
      <img
        src={loaded.url}
        alt={image.prompt}
        width={image.width}
        height={image.height}
        className="h-auto max-h-[70vh] w-full rounded object-contain"
      />
      <a
        href={loaded.url}
        download={imageFileName(image.prompt, image.mimeType)}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}
      >
        <Download aria-hidden />
        {t('generated-images.gallery.download')}
      </a>
    </>
  );
}

interface FullSizeImageDialogProps {
  image: GeneratedImage | null;
  loadFile: (id: string) => Promise<Blob | undefined>;
  onClose: () => void;
}

export function FullSizeImageDialog({ image, loadFile, onClose }: FullSizeImageDialogProps) {
  const t = useT();
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('generated-images.gallery.fullTitle')}</DialogTitle>
          <DialogDescription className="break-words">{image?.revisedPrompt ?? image?.prompt}</DialogDescription>
        </DialogHeader>
        {image && <FullImage image={image} loadFile={loadFile} />}
      </DialogContent>
    </Dialog>
  );
}
