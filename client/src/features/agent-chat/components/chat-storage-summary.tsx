import { Loader2, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { clearAllConversations, conversationStorageBytes } from '../conversations/conversation-repository';

function formatKb(bytes: number): string {
  const kb = bytes / 1024;
  return `${kb < 10 ? kb.toFixed(1) : Math.round(kb).toLocaleString('en-US')} KB`;
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
    if (!window.confirm('Delete every conversation stored in this browser? This cannot be undone.')) return;
    setBusy(true);
    try {
      await clearAllConversations();
      toast({ title: 'Conversations deleted', description: 'No conversation is stored in this browser any more.' });
    } finally {
      setBusy(false);
      setVersion((v) => v + 1);
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm" aria-live="polite">
        Conversations stored in this browser:{' '}
        <strong className="font-mono">{sizes ? formatKb(sizes.conversations) : '…'}</strong>
        {sizes?.site != null && (
          <span className="block text-xs text-muted-foreground">
            Everything this site stores in the browser: {formatKb(sizes.site)}
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
        Clear all conversations
      </Button>
    </div>
  );
}
