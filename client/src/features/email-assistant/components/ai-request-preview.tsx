import { lazy, useState } from 'react';
import { RequestPreviewRoot } from '@/components/request-preview/request-preview-trigger';
import type { PreviewChoice } from './ai-request-preview-panel';

// Fetched on first open: the email assistant is on the dashboard's first load (bench first-load budget).
const AiRequestPreviewPanel = lazy(() =>
  import('./ai-request-preview-panel').then((m) => ({ default: m.AiRequestPreviewPanel })),
);

/** The email AI's "What is sent" button and, once pressed, the panel with the prompt the server builds. */
export function AiRequestPreview({ choices }: { choices: readonly PreviewChoice[] }) {
  const [open, setOpen] = useState(false);
  return (
    <RequestPreviewRoot open={open} onOpenChange={setOpen}>
      <AiRequestPreviewPanel choices={choices} />
    </RequestPreviewRoot>
  );
}
