import { Loader2, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/i18n/i18n';
import { clearAllConversations, conversationStorageBytes } from '../conversations/conversation-repository';
import { useT } from '../i18n';

/** Kilobytes as the interface language writes numbers: one decimal under 10 KB. */
function formatKb(bytes: number, locale: string): string {
  const kb = bytes / 1024;
  const digits = kb < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(kb)} KB`;
}

/** What the browser says this whole site uses (IndexedDB, caches, storage), when it says. */
async function originStorageUsage(): Promise<number | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return typeof estimate?.usage === 'number' ? estimate.usage : null;
  } catch {
    return null;
  }
}

interface Sizes {
  conversations: number;
  site: number | null;
}

/**
 * How much the stored conversations take in this browser (conversations, messages, tombstones and
 * the search index), and a way to delete them all.
 */
export function ChatStorageSummary() {
  const t = useT();
  const locale = useLocale();
  const [sizes, setSizes] = useState<Sizes | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([conversationStorageBytes(), originStorageUsage()]).then(([conversations, site]) => {
      if (!cancelled) setSizes({ conversations, site });
    });
    return () => {
      cancelled = true;
    };
  }, [version]);

  const clearAll = async () => {
    if (!window.confirm(t('agent-chat.storageSummary.confirm'))) return;
    setBusy(true);
    try {
      await clearAllConversations();
      toast({
        title: t('agent-chat.storageSummary.deletedTitle'),
        description: t('agent-chat.storageSummary.deletedText'),
      });
    } finally {
      setBusy(false);
      setVersion((v) => v + 1);
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm" aria-live="polite">
        {t('agent-chat.storageSummary.stored')}{' '}
        <strong className="font-mono">{sizes ? formatKb(sizes.conversations, locale) : '…'}</strong>
        {sizes?.site != null && (
          <span className="block text-xs text-muted-foreground">
            {t('agent-chat.storageSummary.site', { size: formatKb(sizes.site, locale) })}
          </span>
        )}
      </p>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={clearAll}
        disabled={busy || sizes?.conversations === 0}
      >
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
        {t('agent-chat.storageSummary.clear')}
      </Button>
    </div>
  );
}
