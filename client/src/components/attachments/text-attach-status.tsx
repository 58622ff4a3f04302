import { Loader2 } from 'lucide-react';
import { AttachmentErrors } from './attachment-errors';
import { useT } from './i18n';
import type { TextAttachments } from './use-text-attachments';

/** Under a box that takes files as text: what is being read, what was refused, what was added. */
export function TextAttachStatus({ state }: { state: TextAttachments }) {
  const t = useT();
  return (
    <>
      {state.reading.map((name, i) => (
        <p key={`${name}-${i}`} className="flex items-center gap-2 text-sm text-muted-foreground" aria-busy="true">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('attachments.reading', { name })}
        </p>
      ))}
      <AttachmentErrors errors={state.errors} onDismiss={state.dismissErrors} />
      <p className="sr-only" aria-live="polite">
        {state.announcement}
      </p>
    </>
  );
}
