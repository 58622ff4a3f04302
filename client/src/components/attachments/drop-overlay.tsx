import { Upload } from 'lucide-react';
import { useT } from './i18n';

/** Covers the drop region while files are dragged over it (the region needs `relative`). */
export function DropOverlay({ visible, label }: { visible: boolean; label?: string }) {
  const t = useT();
  if (!visible) return null;
  return (
    <div
      className="pointer-events-none absolute inset-0 z-40 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-background/85"
      role="status"
    >
      <p className="flex items-center gap-2 font-mono text-sm font-semibold text-primary">
        <Upload aria-hidden className="size-5" />
        {label ?? t('attachments.dropHere')}
      </p>
    </div>
  );
}
