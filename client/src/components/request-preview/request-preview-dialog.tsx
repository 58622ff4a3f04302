import type { ReactNode } from 'react';
import type { RequestPreview } from '@common/request-preview';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useLocale } from '@/lib/i18n/i18n';
import { PREVIEW_STRINGS } from './request-preview-strings';
import { RequestPreviewView } from './request-preview-view';

export interface RequestPreviewContentProps {
  description: string;
  /** null while it is being built (the email AI asks the server). */
  preview: RequestPreview | null;
  /** Shown instead of the request (the server refused, say). */
  error?: string | null;
  /** Below the request: the email AI's choice of call and Refresh. */
  footer?: ReactNode;
  /**
   * false: a side sheet that leaves the page usable, so the user can type the next message and
   * watch the request follow; true (default): a centred modal dialog.
   */
  modal?: boolean;
}

const SHEET =
  'top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-xl translate-x-0 translate-y-0 rounded-none border-l sm:w-[32rem]';

/**
 * The "What is sent" panel, shared by the agent chat and the email AI: one request as it will
 * leave. The caller builds the preview with the same code that sends the request; this component
 * only shows it. It goes inside RequestPreviewRoot (request-preview-trigger.tsx), which loads it on
 * first open.
 */
export function RequestPreviewContent({
  description,
  preview,
  error,
  footer,
  modal = true,
}: RequestPreviewContentProps) {
  useLocale();
  return (
    <DialogContent
      className={modal ? 'max-w-2xl' : SHEET}
      // The sheet stays while the user types elsewhere on the page; Escape or Close shuts it.
      onInteractOutside={modal ? undefined : (e) => e.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>{PREVIEW_STRINGS.title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : preview ? (
        <RequestPreviewView preview={preview} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {PREVIEW_STRINGS.loading}
        </p>
      )}
      {footer}
    </DialogContent>
  );
}
