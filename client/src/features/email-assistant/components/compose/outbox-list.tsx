import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/unmerged/badge';
import { Button } from '@/components/ui/unmerged/button';
import { toast } from '@/lib/toast';
import { useAssistant } from '../../assistant-context';
import { errorMessage } from '@/lib/error-message';
import { cancelOutboxItem, OUTBOX_QUERY_KEY, resendOutboxItem, type OutboxItem } from '../../api/outbox-api';
import { outboxRows, STATUS_NOTES, statusVariant } from '../../outbox-view';
import { translate, useT } from '../../i18n';
import { OUTBOX_STATUS_LABELS } from '../../labels';
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
  const t = useT();
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelOutboxItem,
    onSuccess: () => {
      toast({
        title: translate('email-assistant.outbox.cancelled'),
        description: translate('email-assistant.outbox.cancelledText'),
      });
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.cancelFailed'),
        description: errorMessage(err, translate('email-assistant.common.cancelFailedText')),
      }),
  });
  const resend = useMutation({
    mutationFn: resendOutboxItem,
    onSuccess: (item) => {
      toast(
        item.status === 'sent'
          ? {
              title: translate('email-assistant.send.sent'),
              description: translate('email-assistant.outbox.sentAgain'),
            }
          : {
              title: translate('email-assistant.outbox.sendingAgain'),
              description: translate('email-assistant.outbox.onItsWayAgain'),
            },
      );
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.send.failed'),
        description: errorMessage(err, translate('email-assistant.outbox.resendFailedText')),
      }),
  });
  const rows = outboxRows(data.outbox.data ?? []);
  return (
    <section aria-labelledby="outbox-title" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h4 id="outbox-title" className="font-mono text-sm font-bold tracking-wider">
          {t('email-assistant.outbox.title')}
        </h4>
        <Button variant="ghost" size="sm" onClick={() => void data.outbox.refetch()} disabled={data.outbox.isFetching}>
          <RefreshCw aria-hidden />
          {t('email-assistant.outbox.refresh')}
        </Button>
      </div>
      {data.outbox.isError && <p className="text-sm text-muted-foreground">{t('email-assistant.outbox.loadFailed')}</p>}
      {data.outbox.isSuccess && rows.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('email-assistant.outbox.empty')}</p>
      )}
      {rows.length > 0 && (
        <ul className="grid gap-2">
          {rows.map((m) => {
            const moment = momentOf(m);
            const noteKey = STATUS_NOTES[m.status];
            const note =
              m.status === 'failed' ? m.lastError || t('email-assistant.outbox.sendingFailed') : noteKey && t(noteKey);
            return (
              <li key={m.id} className="grid gap-1 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="grid min-w-0 gap-0.5">
                    <p className="truncate text-sm font-medium">{m.subject || t('email-assistant.common.noSubject')}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {t('email-assistant.common.to', { to: m.to })}
                      {moment && ` · ${format.dateTime(moment)}`}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant={statusVariant(m.status)}>{t(OUTBOX_STATUS_LABELS[m.status])}</Badge>
                    {m.status === 'scheduled' && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={cancel.isPending && cancel.variables === m.id}
                        onClick={() => cancel.mutate(m.id)}
                      >
                        {t('email-assistant.common.cancel')}
                        <span className="sr-only">{t('email-assistant.outbox.cancelSr', { to: m.to })}</span>
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
