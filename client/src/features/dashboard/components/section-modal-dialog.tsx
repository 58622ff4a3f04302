import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useT } from '../i18n';

export interface SectionModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Focused on close when the element that opened the modal is gone (opened from a link). */
  fallbackFocusId: string;
  children: ReactNode;
}

/** Small screens: the chosen section fills the screen, titled by the section, until closed. */
export function SectionModalDialog({ open, title, onClose, fallbackFocusId, children }: SectionModalProps) {
  // Opened by state, not by a Radix trigger, so the opener is remembered here to give focus back.
  const t = useT();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current?.isConnected ? opener.current : document.getElementById(fallbackFocusId);
            target?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-background"
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-3 border-b px-4">
            <DialogPrimitive.Title className="truncate font-mono text-base font-bold tracking-wider">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('dashboard.modal.close')}
              className="flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-accent"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {/* Focusable so the keyboard can scroll it when the section holds nothing focusable (manual billing). */}
          <div
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
