import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { AutomationRun } from '@common/schemas/automations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { automationRunsQueryKey, cancelHeldSend, fetchRuns } from '../../api/automations-api';
import { OUTBOX_QUERY_KEY } from '../../api/outbox-api';
import { whenText } from '../../automation-model';
import { RUNNING_REFRESH_MS } from './use-running-runs';
import { useLocale } from '@/lib/i18n/i18n';
import { formatUsd } from '@/lib/i18n/number-format';
import { translate, useT, type MailKey } from '../../automation-i18n';
import { OUTBOX_STATUS_LABELS, labelOf } from '../../labels';

const TRIGGER_TEXT: Record<AutomationRun['trigger'], MailKey> = {
  schedule: 'email-assistant.runs.schedule',
  mail: 'email-assistant.runs.mail',
  manual: 'email-assistant.card.execute',
  immediate: 'email-assistant.runs.immediate',
};

const RUN_STATUS_TEXT: Record<AutomationRun['status'], MailKey> = {
  running: 'email-assistant.runStatus.running',
  succeeded: 'email-assistant.runStatus.succeeded',
  failed: 'email-assistant.runStatus.failed',
  skipped: 'email-assistant.runStatus.skipped',
};

const STATUS_VARIANT = { running: 'default', succeeded: 'success', failed: 'destructive', skipped: 'outline' } as const;

/** A held send can still be cancelled while the outbox has it scheduled. */
const isHeld = (run: AutomationRun) => run.outboxId !== null && run.outboxStatus === 'scheduled';

/** While a send is held, the history looks again so its sending shows. */
const HELD_REFRESH_MS = 10_000;

/** One automation's runs, newest first, with Cancel on a send that is still held in the outbox. */
export function RunHistory({ automationId, name }: { automationId: string; name: string }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const key = automationRunsQueryKey(automationId);
  const runs = useQuery({
    queryKey: key,
    queryFn: () => fetchRuns(automationId),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'running')
        ? RUNNING_REFRESH_MS
        : query.state.data?.some(isHeld)
          ? HELD_REFRESH_MS
          : false,
  });
  const cancel = useMutation({
    mutationFn: cancelHeldSend,
    onSuccess: () => {
      toast({
        title: translate('email-assistant.outbox.cancelled'),
        description: translate('email-assistant.runs.cancelledText'),
      });
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: translate('email-assistant.common.cancelFailed'),
        description: errorMessage(err, translate('email-assistant.common.cancelFailedText')),
      }),
  });

  if (runs.isLoading)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('email-assistant.runs.loading')}
      </p>
    );
  if (runs.isError)
    return <p className="text-sm text-destructive">{errorMessage(runs.error, t('email-assistant.runs.loadFailed'))}</p>;
  if (!runs.data?.length) return <p className="text-sm text-muted-foreground">{t('email-assistant.runs.empty')}</p>;
  return (
    <ol aria-label={t('email-assistant.runs.label', { name })} className="grid gap-2">
      {runs.data.map((run) => (
        <li key={run.id} className="grid gap-1 rounded-md border p-2 text-xs">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <time dateTime={run.startedAt}>{whenText(run.startedAt)}</time> · {t(TRIGGER_TEXT[run.trigger])}
            </span>
            <Badge variant={STATUS_VARIANT[run.status]}>{t(RUN_STATUS_TEXT[run.status])}</Badge>
          </div>
          {run.matched && <p>{t('email-assistant.common.matched', { value: run.matched })}</p>}
          {run.recipient && <p className="break-all">{t('email-assistant.common.to', { to: run.recipient })}</p>}
          {run.outboxStatus && (
            <div className="flex flex-wrap items-center gap-2">
              <span>
                {run.outboxSendAt
                  ? run.outboxStatus === 'scheduled'
                    ? t('email-assistant.runs.emailGoesOut', { when: whenText(run.outboxSendAt) })
                    : t('email-assistant.runs.emailDue', {
                        status: labelOf(t, OUTBOX_STATUS_LABELS, run.outboxStatus),
                        when: whenText(run.outboxSendAt),
                      })
                  : t('email-assistant.runs.email', { status: labelOf(t, OUTBOX_STATUS_LABELS, run.outboxStatus) })}
              </span>
              {isHeld(run) && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={cancel.isPending && cancel.variables === run.outboxId}
                  onClick={() => cancel.mutate(run.outboxId!)}
                >
                  {cancel.isPending && cancel.variables === run.outboxId && (
                    <Loader2 aria-hidden className="animate-spin" />
                  )}
                  {t('email-assistant.common.cancel')}
                  <span className="sr-only">
                    {t('email-assistant.runs.cancelSr', {
                      to: run.recipient ?? t('email-assistant.runs.itsRecipient'),
                    })}
                  </span>
                </Button>
              )}
            </div>
          )}
          {run.taskId && <p>{t('email-assistant.runs.taskCreated')}</p>}
          {run.error && (
            <p className="break-words text-destructive">{t('email-assistant.runs.error', { error: run.error })}</p>
          )}
          {run.agentPrompt !== null && (
            <details>
              <summary className="cursor-pointer">
                {run.agentModel
                  ? t('email-assistant.runs.agentWith', { model: run.agentModel })
                  : t('email-assistant.runs.agent')}
                {run.estimatedCostUsd !== null &&
                  t('email-assistant.runs.cost', { cost: formatUsd(run.estimatedCostUsd, 4, 4, locale) })}
              </summary>
              <pre className="mt-1 max-h-48 overflow-auto rounded bg-muted/50 p-2 whitespace-pre-wrap">
                {run.agentPrompt}
              </pre>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
