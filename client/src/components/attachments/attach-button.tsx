import { Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { ACCEPT_ATTRIBUTE } from '@common/vision';
import { Button } from '@/components/ui/button';
import { useT } from './i18n';

/** The paperclip: opens the system file picker, several files at once, only the kinds we accept. */
export function AttachButton({
  onFiles,
  disabled = false,
  accept = ACCEPT_ATTRIBUTE,
  label,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  accept?: string;
  /** The button's accessible name; "Attach files" by default. */
  label?: string;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const name = label ?? t('attachments.attach');
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-label={name}
        title={name}
      >
        <Paperclip aria-hidden />
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        data-testid="attach-input"
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          // The same file picked again (after removing it) must fire a change too.
          e.target.value = '';
        }}
      />
    </>
  );
}
