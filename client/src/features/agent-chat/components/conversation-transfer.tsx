import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { hasFeature, planNameFor } from '@common/entitlements';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/queries/user';
import { saveBlob } from '@/lib/save-blob';
import { exportFileName, parseImport, toExportJson, toMarkdown } from '../conversations/conversation-export';
import { exportConversations, importConversations } from '../conversations/conversation-repository';
import { useT } from '../i18n';

interface ConversationTransferProps {
  /** The open conversation. */
  currentId: string | null;
  agentName: (agentId: string) => string;
}

function download(name: string, type: string, text: string) {
  saveBlob(new Blob([text], { type }), name);
}

/**
 * Export the open conversation or all of them, as Markdown (to read) or JSON (to import back,
 * losslessly), and import such a JSON file. Export is part of the plans that include it
 * (common/entitlements.ts); import is for everyone, so a file is never stranded.
 */
/** The export buttons, in their order: the open conversation, then every one, each in both formats. */
const EXPORTS = [
  { which: 'one', format: 'md', label: 'agent-chat.transfer.exportOneMd' },
  { which: 'one', format: 'json', label: 'agent-chat.transfer.exportOneJson' },
  { which: 'all', format: 'md', label: 'agent-chat.transfer.exportAllMd' },
  { which: 'all', format: 'json', label: 'agent-chat.transfer.exportAllJson' },
] as const;

export function ConversationTransfer({ currentId, agentName }: ConversationTransferProps) {
  const t = useT();
  const { user } = useSession();
  const canExport = user ? hasFeature(user, 'export') : false;
  const fileRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  const run = async (which: 'one' | 'all', format: 'md' | 'json') => {
    const items = await exportConversations(which === 'one' && currentId ? [currentId] : undefined);
    if (items.length === 0) {
      // A chat that only greeted is not stored: nothing to export.
      setStatus({ error: false, text: t('agent-chat.transfer.nothing') });
      return;
    }
    const text = format === 'json' ? toExportJson(items) : toMarkdown(items, agentName);
    download(exportFileName(items, format), format === 'json' ? 'application/json' : 'text/markdown', text);
    setStatus(null);
  };

  const importFile = async (file: File) => {
    const parsed = parseImport(await file.text());
    if (!parsed.ok) {
      setStatus({ error: true, text: t('agent-chat.transfer.importFailed', { reason: parsed.error }) });
      return;
    }
    try {
      const { conversations } = await importConversations(parsed.items);
      const count = parsed.items.length;
      setStatus({
        error: false,
        text:
          conversations < count
            ? t('agent-chat.transfer.importedSome', { count, current: count - conversations })
            : t('agent-chat.transfer.imported', { count }),
      });
    } catch {
      setStatus({ error: true, text: t('agent-chat.transfer.refused') });
    }
  };

  return (
    <div className="grid gap-2 border-t pt-3">
      {canExport ? (
        <div className="grid gap-1" role="group" aria-label={t('agent-chat.transfer.export')}>
          {EXPORTS.map(({ which, format, label }) => (
            <Button
              key={label}
              variant="outline"
              size="sm"
              className="h-8 justify-start"
              disabled={which === 'one' && !currentId}
              onClick={() => void run(which, format)}
            >
              <Download aria-hidden />
              {t(label)}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          {t('agent-chat.transfer.planRequired', { plan: planNameFor('export') })}
        </p>
      )}
      <Button variant="outline" size="sm" className="h-8 justify-start" onClick={() => fileRef.current?.click()}>
        <Upload aria-hidden />
        {t('agent-chat.transfer.import')}
      </Button>
      <input
        ref={fileRef}
        type="file"
        accept="application/json,.json"
        className="hidden"
        aria-label={t('agent-chat.transfer.fileLabel')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <p role={status?.error ? 'alert' : 'status'} className={status?.error ? 'text-xs text-destructive' : 'text-xs'}>
        {status?.text}
      </p>
    </div>
  );
}
