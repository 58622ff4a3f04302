import { FileSearch } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/unmerged/button';
import { DialogTriggerStandIn } from '@/components/ui/dialog-trigger-stand-in';
import type { RequestPreviewContentProps } from './request-preview-dialog';
import { useT } from './i18n';

// The panel is fetched on first open: the chat and the email assistant are on the dashboard's
// first load, which has a size budget (bench first-load), and most visits never open it.
const RequestPreviewContent = lazy(() =>
  import('./request-preview-dialog').then((m) => ({ default: m.RequestPreviewContent })),
);
// The dialog itself too: until the first press the button is a stand-in with the trigger's attributes.
const RequestPreviewDialogRoot = lazy(() =>
  import('./request-preview-root').then((m) => ({ default: m.RequestPreviewDialogRoot })),
);

interface RootProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modal?: boolean;
  /** The panel's content, rendered while open (a lazy RequestPreviewContent). */
  children: ReactNode;
}

/**
 * The "What is sent" button and the dialog it opens. From the first press on, the dialog's root
 * and trigger stay in the page, so closing it puts the focus back on the button.
 */
export function RequestPreviewRoot({ open, onOpenChange, modal = true, children }: RootProps) {
  const t = useT();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const button = (
    <Button type="button" variant="outline" size="sm">
      <FileSearch aria-hidden />
      {t('request-preview.title')}
    </Button>
  );
  const standIn = <DialogTriggerStandIn onOpen={() => onOpenChange(true)}>{button}</DialogTriggerStandIn>;
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RequestPreviewDialogRoot open={open} onOpenChange={onOpenChange} modal={modal} trigger={button}>
        <Suspense fallback={null}>{children}</Suspense>
      </RequestPreviewDialogRoot>
    </Suspense>
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
