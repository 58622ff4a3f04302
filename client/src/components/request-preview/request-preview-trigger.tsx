import { FileSearch } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import type { RequestPreviewContentProps } from './request-preview-dialog';
import { useT } from './i18n';

// The panel is fetched on first open: the chat and the email assistant are on the dashboard's
// first load, which has a size budget (bench first-load), and most visits never open it.
const RequestPreviewContent = lazy(() =>
  import('./request-preview-dialog').then((m) => ({ default: m.RequestPreviewContent })),
);

interface RootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modal?: boolean;
  /** The panel's content, rendered while open (a lazy RequestPreviewContent). */
  children: ReactNode;
}

/**
 * The "What is sent" button and the dialog it opens. The dialog's root and trigger are always in
 * the page, so closing it puts the focus back on the button.
 */
export function RequestPreviewRoot({ open, onOpenChange, modal = true, children }: RootProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={modal}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <FileSearch aria-hidden />
          {t('request-preview.title')}
        </Button>
      </DialogTrigger>
      {open && <Suspense fallback={null}>{children}</Suspense>}
    </Dialog>
  );
}

/** The button and the panel for a caller that has the preview at hand (the agent chat). */
export function RequestPreviewTrigger({
  open,
  onOpenChange,
  ...content
}: RequestPreviewContentProps & Omit<RootProps, 'children'>) {
  return (
    <RequestPreviewRoot open={open} onOpenChange={onOpenChange} modal={content.modal}>
      <RequestPreviewContent {...content} />
    </RequestPreviewRoot>
  );
}
