import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { AutomationRun } from '@common/schemas/automations';
import {
  AUTOMATIONS_QUERY_KEY,
  automationRunsQueryKey,
  fetchRuns,
  GUARDRAILS_QUERY_KEY,
} from '../../api/automations-api';
import { OUTBOX_QUERY_KEY } from '../../api/outbox-api';
import { TASKS_QUERY_KEY } from '../../api/tasks-api';

/** How often the history of an automation with a run under way is read again. */
export const RUNNING_REFRESH_MS = 3_000;

const stillRunning = (runs: readonly AutomationRun[]) => runs.some((r) => r.status === 'running');

/**
 * Runs that finish after their request answered (an agent action runs as a job): the automation's
 * history is read every few seconds while one is running (an open history shows each read), and
 * once none is, everything the run may have changed is read again (the list with its counters and
 * badge, the deployment panel, the safeguards, the tasks and the outbox), so the page shows the
 * outcome without a reload. Returns `watch(automationId)`; watching stops when the page goes.
 */
export function useRunningRuns(): (automationId: string) => void {
  const queryClient = useQueryClient();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running.values()) clearTimeout(timer);
      running.clear();
    };
  }, []);

  return useCallback(
    (automationId: string) => {
      const running = timers.current;
      if (running.has(automationId)) return;
      const check = async () => {
        let runs: AutomationRun[] | null = null;
        try {
          runs = await queryClient.fetchQuery({
            queryKey: automationRunsQueryKey(automationId),
            queryFn: () => fetchRuns(automationId),
            staleTime: 0,
          });
        } catch {
          // A failed read (offline for a moment): the next one tries again.
        }
        // Gone meanwhile: the page was left.
        if (!running.has(automationId)) return;
        if (runs && !stillRunning(runs)) {
          running.delete(automationId);
          for (const queryKey of [AUTOMATIONS_QUERY_KEY, GUARDRAILS_QUERY_KEY, TASKS_QUERY_KEY, OUTBOX_QUERY_KEY])
            void queryClient.invalidateQueries({ queryKey });
          return;
        }
        running.set(
          automationId,
          setTimeout(() => void check(), RUNNING_REFRESH_MS),
        );
      };
      running.set(
        automationId,
        setTimeout(() => void check(), RUNNING_REFRESH_MS),
      );
    },
    [queryClient],
  );
}
