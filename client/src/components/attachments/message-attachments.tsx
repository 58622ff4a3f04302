import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { blobToDataUrl } from '@/lib/attachments/canvas';
import type { MessageAttachment } from '@/lib/attachments/types';
import { FileChip } from './file-chip';
import { useT } from './i18n';

/**
 * The full image, read from the file store only when opened. A data URL rather than an object URL:
 * the page's Content-Security-Policy admits `data:` images, and nothing needs revoking.
 */
function FullImage({ attachment, loadFile }: { attachment: MessageAttachment; loadFile: LoadFile }) {
  const t = useT();
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadFile(attachment.id)
      .then((blob) => (blob ? blobToDataUrl(blob) : null))
      .catch(() => null)
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [attachment.id, loadFile]);
  if (src === undefined)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('attachments.loadingImage')}
      </p>
    );
  // The thumbnail is all this browser has when the conversation came by cloud history (or storage was cleared).
  if (src === null)
    return (
      <>
        <img src={attachment.thumbnail} alt={attachment.name} className="mx-auto max-h-[70vh] w-auto rounded" />
        <p role="status" className="text-sm text-muted-foreground">
          {t('attachments.imageMissing')}
        </p>
      </>
    );
  return (
    <img
      src={src}
      alt={attachment.name}
      width={attachment.width}
      height={attachment.height}
      className="mx-auto h-auto max-h-[70vh] w-auto max-w-full rounded"
    />
  );
}

export type LoadFile = (id: string) => Promise<Blob | undefined>;

/** A sent message's files: image thumbnails that open full size, file chips with name and size. */
export function MessageAttachments({
  attachments,
  loadFile,
}: {
  attachments: readonly MessageAttachment[];
  loadFile: LoadFile;
}) {
  const t = useT();
  const [open, setOpen] = useState<MessageAttachment | null>(null);
  if (!attachments.length) return null;
  return (
    <>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('attachments.sentLabel')}>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            {attachment.kind === 'image' ? (
              <button
                type="button"
                className="block rounded border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => setOpen(attachment)}
                aria-label={t('attachments.openImage', { name: attachment.name })}
              >
                <img
                  src={attachment.thumbnail}
                  alt={attachment.name}
                  loading="lazy"
                  decoding="async"
                  className="h-24 w-auto max-w-48 rounded object-cover"
                />
              </button>
            ) : (
              <FileChip kind={attachment.kind} name={attachment.name} size={attachment.size} />
            )}
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-[min(90vw,72rem)]">
          <DialogTitle className="pr-8 text-base break-all">{open?.name}</DialogTitle>
          <DialogDescription className="sr-only">{t('attachments.fullSize')}</DialogDescription>
          {open && <FullImage attachment={open} loadFile={loadFile} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
