import { Loader2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AttachmentErrors } from './attachment-errors';
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
      <AttachmentErrors errors={errors} onDismiss={pending.dismissErrors} />
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
