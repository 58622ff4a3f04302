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

const TRIGGER_TEXT: Record<AutomationRun['trigger'], string> = {
  schedule: 'Schedule',
  mail: 'Incoming mail',
  manual: 'Execute now',
  immediate: 'Immediate',
};

const STATUS_VARIANT = { running: 'default', succeeded: 'success', failed: 'destructive', skipped: 'outline' } as const;

/** A held send can still be cancelled while the outbox has it scheduled. */
const isHeld = (run: AutomationRun) => run.outboxId !== null && run.outboxStatus === 'scheduled';

/** While a send is held, the history looks again so its sending shows. */
const HELD_REFRESH_MS = 10_000;

/** One automation's runs, newest first, with Cancel on a send that is still held in the outbox. */
export function RunHistory({ automationId, name }: { automationId: string; name: string }) {
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
      toast({ title: 'Send Cancelled', description: 'The held email will not be sent.' });
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (err) =>
      toast({ variant: 'destructive', title: 'Cancel Failed', description: errorMessage(err, 'Failed to cancel') }),
  });

  if (runs.isLoading)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading history...
      </p>
    );
  if (runs.isError)
    return <p className="text-sm text-destructive">{errorMessage(runs.error, 'Failed to load the history')}</p>;
  if (!runs.data?.length) return <p className="text-sm text-muted-foreground">No runs yet.</p>;
  return (
    <ol aria-label={`Run history of ${name}`} className="grid gap-2">
      {runs.data.map((run) => (
        <li key={run.id} className="grid gap-1 rounded-md border p-2 text-xs">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <time dateTime={run.startedAt}>{whenText(run.startedAt)}</time> · {TRIGGER_TEXT[run.trigger]}
            </span>
            <Badge variant={STATUS_VARIANT[run.status]}>{run.status}</Badge>
          </div>
          {run.matched && <p>Matched: {run.matched}</p>}
          {run.recipient && <p className="break-all">To {run.recipient}</p>}
          {run.outboxStatus && (
            <div className="flex flex-wrap items-center gap-2">
              <span>
                Email {run.outboxStatus}
                {run.outboxSendAt &&
                  (run.outboxStatus === 'scheduled'
                    ? `, goes out ${whenText(run.outboxSendAt)}`
                    : `, due ${whenText(run.outboxSendAt)}`)}
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
                  Cancel<span className="sr-only"> the held email to {run.recipient ?? 'its recipient'}</span>
                </Button>
              )}
            </div>
          )}
          {run.taskId && <p>Task created.</p>}
          {run.error && <p className="break-words text-destructive">Error: {run.error}</p>}
          {run.agentPrompt !== null && (
            <details>
              <summary className="cursor-pointer">
                Agent run{run.agentModel ? ` with ${run.agentModel}` : ''}
                {run.estimatedCostUsd !== null && `, estimated cost $${run.estimatedCostUsd.toFixed(4)}`}
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
