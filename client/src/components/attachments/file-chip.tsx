import { FileCode, FileSpreadsheet, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { fileExtension } from '@common/vision';
import { fileSizeFormat } from '@/lib/i18n/number-format';
import type { AttachmentKind } from '@/lib/attachments/types';
import { cn } from '@/lib/cn';
import { useT } from './i18n';

function FileIcon({ kind, name }: { kind: AttachmentKind; name: string }) {
  const ext = fileExtension(name);
  const className = 'size-5 shrink-0 text-muted-foreground';
  if (ext === 'csv' || ext === 'tsv') return <FileSpreadsheet aria-hidden className={className} />;
  if (kind === 'pdf' || ['txt', 'md', 'markdown', 'text', 'log'].includes(ext))
    return <FileText aria-hidden className={className} />;
  return <FileCode aria-hidden className={className} />;
}

/** A PDF or text file as a chip: icon, name, size and kind; `children` go at its end (a remove button). */
export function FileChip({
  kind,
  name,
  size,
  note,
  className,
  children,
}: {
  kind: AttachmentKind;
  name: string;
  size: number;
  /** A line under the name, e.g. "Text cut at 100,000 characters". */
  note?: string;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <span
      className={cn('inline-flex max-w-64 items-center gap-2 rounded-md border bg-card px-2 py-1.5 text-xs', className)}
    >
      <FileIcon kind={kind} name={name} />
      <span className="grid min-w-0">
        <span className="truncate font-medium" title={name}>
          {name}
        </span>
        <span className="font-mono text-[11px] text-muted-foreground">
          {kind === 'pdf' ? t('attachments.chip.pdf') : t('attachments.chip.text')} · {fileSizeFormat(size)}
          {note && ` · ${note}`}
        </span>
      </span>
      {children}
    </span>
  );
}
