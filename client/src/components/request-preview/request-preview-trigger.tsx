import { FileSearch } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import type { RequestPreviewDialogProps } from './request-preview-dialog';

// The panel is fetched on first open: the chat and the email assistant are on the dashboard's
// first load, which has a size budget (bench first-load), and most visits never open it.
const RequestPreviewDialog = lazy(() =>
  import('./request-preview-dialog').then((m) => ({ default: m.RequestPreviewDialog })),
);

/** The "What is sent" button alone, for a caller that loads its panel itself. */
export function WhatIsSentButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={onOpen}>
      <FileSearch aria-hidden />
      What is sent
    </Button>
  );
}

/** The "What is sent" button, and the panel it opens. */
export function RequestPreviewTrigger(props: RequestPreviewDialogProps) {
  const { open, onOpenChange } = props;
  return (
    <>
      <WhatIsSentButton open={open} onOpen={() => onOpenChange(true)} />
      {open && (
        <Suspense fallback={null}>
          <RequestPreviewDialog {...props} />
        </Suspense>
      )}
    </>
  );
}
