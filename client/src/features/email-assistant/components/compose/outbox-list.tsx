import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAssistant } from '../../assistant-context';
import { errorMessage } from '@/lib/error-message';
import { cancelOutboxItem, OUTBOX_QUERY_KEY, resendOutboxItem, type OutboxItem } from '../../api/outbox-api';
import { outboxRows, STATUS_NOTES, statusVariant } from '../../outbox-view';
import { ResendDialog } from './resend-dialog';
import { useDateFormat } from '@/lib/preferences/date-format';

/** The moment a row is about: when it goes out while scheduled, when it went once sent. */
const momentOf = (m: OutboxItem) => (m.status === 'sent' ? m.sentAt : m.sendAt);

/**
 * The outbox: messages waiting to go out (each with Cancel), then the latest ones sent, failed or
 * cancelled, each with its state; an uncertain one can be sent again after a confirmation. It
 * refreshes itself while something is due (use-assistant-data).
 */
export function OutboxList() {
  const { data } = useAssistant();
  const format = useDateFormat();
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
  const resend = useMutation({
    mutationFn: resendOutboxItem,
    onSuccess: (item) => {
      toast(
        item.status === 'sent'
          ? { title: 'Email Sent', description: 'Your email has been sent again.' }
          : { title: 'Sending Again', description: 'Your email is on its way again.' },
      );
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Send Failed', description: errorMessage(err, 'Failed to send again') }),
  });
  const rows = outboxRows(data.outbox.data ?? []);
  return (
    <section aria-labelledby="outbox-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h4 id="outbox-title" className="font-mono text-sm font-bold tracking-wider">
          OUTBOX
        </h4>
        <Button variant="ghost" size="sm" onClick={() => void data.outbox.refetch()} disabled={data.outbox.isFetching}>
          <RefreshCw aria-hidden />
          Refresh
        </Button>
      </div>
      {data.outbox.isError && <p className="text-sm text-muted-foreground">The outbox could not be loaded.</p>}
      {data.outbox.isSuccess && rows.length === 0 && (
        <p className="text-sm text-muted-foreground">No scheduled or sent emails yet.</p>
      )}
      {rows.length > 0 && (
        <ul className="grid gap-2">
          {rows.map((m) => {
            const moment = momentOf(m);
            const note = m.status === 'failed' ? m.lastError || 'Sending failed.' : STATUS_NOTES[m.status];
            return (
              <li key={m.id} className="grid gap-1 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="truncate text-sm font-medium">{m.subject || 'No Subject'}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      To {m.to}
                      {moment && ` · ${format.dateTime(moment)}`}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant={statusVariant(m.status)}>{m.status}</Badge>
                    {m.status === 'scheduled' && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={cancel.isPending && cancel.variables === m.id}
                        onClick={() => cancel.mutate(m.id)}
                      >
                        Cancel<span className="sr-only"> the email to {m.to}</span>
                      </Button>
                    )}
                    {m.status === 'uncertain' && (
                      <ResendDialog
                        to={m.to}
                        pending={resend.isPending && resend.variables === m.id}
                        onConfirm={() => resend.mutate(m.id)}
                      />
                    )}
                  </div>
                </div>
                {note && <p className="text-xs text-muted-foreground">{note}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
