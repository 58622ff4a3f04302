import { AlertCircle, Loader2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FileChip } from './file-chip';
import { useT } from './i18n';
import type { PendingAttachment, PendingAttachments } from './use-pending-attachments';

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const t = useT();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-6 w-6 shrink-0 p-0"
      onClick={onRemove}
      aria-label={t('attachments.remove', { name })}
      title={t('attachments.remove', { name })}
    >
      <X aria-hidden />
    </Button>
  );
}

function Chip({ item, onRemove }: { item: PendingAttachment; onRemove: () => void }) {
  const t = useT();
  if (item.status === 'reading')
    return (
      <span className="inline-flex items-center gap-2 rounded-md border bg-card px-2 py-1.5 text-xs" aria-busy="true">
        <Loader2 aria-hidden className="size-4 animate-spin text-muted-foreground" />
        <span className="max-w-48 truncate">{t('attachments.reading', { name: item.name })}</span>
        <RemoveButton name={item.name} onRemove={onRemove} />
      </span>
    );
  const { attachment, truncated } = item;
  if (attachment.kind === 'image')
    return (
      <span className="inline-flex items-center gap-1 rounded-md border bg-card p-1">
        <img
          src={attachment.thumbnail}
          alt={attachment.name}
          title={attachment.name}
          className="size-14 rounded object-cover"
        />
        <RemoveButton name={attachment.name} onRemove={onRemove} />
      </span>
    );
  return (
    <FileChip
      kind={attachment.kind}
      name={attachment.name}
      size={attachment.size}
      note={truncated ? t('attachments.truncated') : undefined}
    >
      <RemoveButton name={attachment.name} onRemove={onRemove} />
    </FileChip>
  );
}

/**
 * The files waiting above the message box, and why any was refused. The refusals are an alert
 * (read out as they appear); each finished file is announced politely.
 */
export function AttachmentChips({ pending }: { pending: PendingAttachments }) {
  const t = useT();
  const { items, errors, announcement } = pending;
  return (
    <>
      <div role="alert" className="empty:hidden">
        {errors.length > 0 && (
          <div className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
            <ul className="grid flex-1 gap-1">
              {errors.map((error, i) => (
                <li key={i}>{error}</li>
              ))}
            </ul>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="h-6 px-2 text-xs"
              onClick={pending.dismissErrors}
            >
              {t('attachments.dismiss')}
            </Button>
          </div>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('attachments.listLabel')}>
          {items.map((item) => (
            <li key={item.key}>
              <Chip item={item} onRemove={() => pending.remove(item.key)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
