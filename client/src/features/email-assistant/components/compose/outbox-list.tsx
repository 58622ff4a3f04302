import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAssistant } from '../../assistant-context';
import { errorMessage } from '../../api/email-store-api';
import { cancelOutboxItem, OUTBOX_QUERY_KEY } from '../../api/outbox-api';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** Messages waiting to go out (scheduled), each with Cancel; the rest of the outbox is counted in insights. */
export function OutboxList() {
  const { data } = useAssistant();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelOutboxItem,
    onSuccess: () => {
      toast({ title: 'Send Cancelled', description: 'The scheduled email will not be sent.' });
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Cancel Failed', description: errorMessage(err, 'Failed to cancel') }),
  });
  const scheduled = (data.outbox.data ?? []).filter((m) => m.status === 'scheduled');
  return (
    <section aria-labelledby="outbox-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h4 id="outbox-title" className="font-mono text-sm font-bold tracking-wider">
          SCHEDULED
        </h4>
        <Button variant="ghost" size="sm" onClick={() => void data.outbox.refetch()} disabled={data.outbox.isFetching}>
          <RefreshCw aria-hidden />
          Refresh
        </Button>
      </div>
      {data.outbox.isError && <p className="text-sm text-muted-foreground">The outbox could not be loaded.</p>}
      {data.outbox.isSuccess && scheduled.length === 0 && (
        <p className="text-sm text-muted-foreground">No scheduled emails.</p>
      )}
      {scheduled.length > 0 && (
        <ul className="grid gap-2">
          {scheduled.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="truncate text-sm font-medium">{m.subject || 'No Subject'}</p>
                <p className="truncate text-xs text-muted-foreground">
                  To {m.to} · {when(m.sendAt)}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge variant="outline">{m.status}</Badge>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={cancel.isPending && cancel.variables === m.id}
                  onClick={() => cancel.mutate(m.id)}
                >
                  Cancel<span className="sr-only"> the email to {m.to}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
