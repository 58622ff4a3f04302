import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { GUARDRAILS_POLL_MS } from '@common/automation-constants';
import type { GuardrailStatus } from '@common/schemas/automations';
import { errorMessage } from '@/lib/error-message';
import { fetchGuardrails, GUARDRAILS_QUERY_KEY } from '../../api/automations-api';
import { whenText } from '../../automation-model';

const count = (n: number) => n.toLocaleString('en-US');

/** The safeguards in words, from the server's own figures. */
function limitTexts(limits: GuardrailStatus['limits']): string[] {
  const years = limits.lifetimeDays % 365 === 0 ? limits.lifetimeDays / 365 : null;
  const minutes = limits.schedulerEverySeconds % 60 === 0 ? limits.schedulerEverySeconds / 60 : null;
  return [
    `Automations pause after ${limits.inactivityPauseDays} days without a login; logging back in resumes them.`,
    `At most ${count(limits.maxRunsTotal)} total executions per automation.`,
    `At most ${count(limits.maxRunsPerDay)} executions per day per automation.`,
    years
      ? `An automation expires after ${years === 1 ? '1 year' : `${years} years`}.`
      : `An automation expires after ${limits.lifetimeDays} days.`,
    minutes === 1
      ? 'A background scheduler checks every minute.'
      : minutes
        ? `A background scheduler checks every ${minutes} minutes.`
        : `A background scheduler checks every ${limits.schedulerEverySeconds} seconds.`,
  ];
}

/** The safeguards as they stand for the user, read again every minute. */
export function GuardrailsPanel({ enabled }: { enabled: boolean }) {
  const status = useQuery({
    queryKey: GUARDRAILS_QUERY_KEY,
    queryFn: fetchGuardrails,
    enabled,
    refetchInterval: GUARDRAILS_POLL_MS,
  });
  return (
    <section aria-labelledby="guardrails-title" className="grid gap-3 rounded-md border p-4 text-sm">
      <h5 id="guardrails-title" className="flex items-center gap-2 font-mono text-xs font-bold tracking-wider">
        <ShieldCheck aria-hidden className="size-4 text-primary" />
        SAFEGUARDS
      </h5>
      {status.isLoading && <p className="text-muted-foreground">Loading safeguards...</p>}
      {status.isError && (
        <p className="text-destructive">{errorMessage(status.error, 'Failed to load the safeguard status')}</p>
      )}
      {status.data && <GuardrailDetails status={status.data} />}
    </section>
  );
}

function GuardrailDetails({ status }: { status: GuardrailStatus }) {
  return (
    <>
      <p>
        {status.automations.active} of {status.automations.total} automation(s) active.
        {status.user.lastActivityAt && ` Last sign-in: ${whenText(status.user.lastActivityAt)}.`}
      </p>
      {status.user.automationsPaused && (
        <p role="alert" className="text-destructive">
          Your automations are paused because you have not signed in for {status.limits.inactivityPauseDays} days.
          Signing in resumes them.
        </p>
      )}
      {!status.canCreateNew.allowed && (
        <p className="text-destructive">
          New automations cannot be created{status.canCreateNew.reason ? `: ${status.canCreateNew.reason}` : '.'}
        </p>
      )}
      <ul aria-label="Limits" className="grid list-disc gap-1 pl-5 text-muted-foreground">
        {limitTexts(status.limits).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {status.paused.length > 0 && (
        <div className="grid gap-1">
          <h6 className="font-medium">Paused by a safeguard</h6>
          <ul aria-label="Paused by a safeguard" className="grid gap-1">
            {status.paused.map((p) => (
              <li key={p.id}>
                <span className="font-medium">{p.name}</span>: {p.text}
                {p.since && ` Since ${whenText(p.since)}.`}
                {p.resumesAt ? ` Resumes ${whenText(p.resumesAt)}.` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {status.recentFailures.length > 0 && (
        <div className="grid gap-1">
          <h6 className="font-medium">Recent failures</h6>
          <ul aria-label="Recent failures" className="grid gap-1">
            {status.recentFailures.map((f, i) => (
              <li key={`${f.automationId}-${f.at}-${i}`} className="break-words">
                <span className="font-medium">{f.name}</span> ({whenText(f.at)}): {f.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
