import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { GUARDRAILS_POLL_MS } from '@common/automation-constants';
import type { GuardrailStatus } from '@common/schemas/automations';
import { errorMessage } from '@/lib/error-message';
import { fetchGuardrails, GUARDRAILS_QUERY_KEY } from '../../api/automations-api';
import { whenText } from '../../automation-model';
import { pauseReasonText } from '../../automation-problems';
import { useLocale } from '@/lib/i18n/i18n';
import { useT } from '../../automation-i18n';

type T = ReturnType<typeof useT>;

/** The safeguards in words, from the server's own figures, numbers in the interface language's format. */
function limitTexts(t: T, locale: string, limits: GuardrailStatus['limits']): string[] {
  const count = (n: number) => n.toLocaleString(locale);
  const years = limits.lifetimeDays % 365 === 0 ? limits.lifetimeDays / 365 : null;
  const minutes = limits.schedulerEverySeconds % 60 === 0 ? limits.schedulerEverySeconds / 60 : null;
  return [
    t('email-assistant.guardrails.inactivity', { days: limits.inactivityPauseDays }),
    t('email-assistant.guardrails.maxTotal', { count: count(limits.maxRunsTotal) }),
    t('email-assistant.guardrails.maxPerDay', { count: count(limits.maxRunsPerDay) }),
    years
      ? years === 1
        ? t('email-assistant.guardrails.expiresYear')
        : t('email-assistant.guardrails.expiresYears', { years })
      : t('email-assistant.guardrails.expiresDays', { days: limits.lifetimeDays }),
    minutes === 1
      ? t('email-assistant.guardrails.everyMinute')
      : minutes
        ? t('email-assistant.guardrails.everyMinutes', { minutes })
        : t('email-assistant.guardrails.everySeconds', { seconds: limits.schedulerEverySeconds }),
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
  const t = useT();
  return (
    <section aria-labelledby="guardrails-title" className="grid gap-3 rounded-md border p-4 text-sm">
      <h5 id="guardrails-title" className="flex items-center gap-2 font-mono text-xs font-bold tracking-wider">
        <ShieldCheck aria-hidden className="size-4 text-primary" />
        {t('email-assistant.guardrails.title')}
      </h5>
      {status.isLoading && <p className="text-muted-foreground">{t('email-assistant.guardrails.loading')}</p>}
      {status.isError && (
        <p className="text-destructive">{errorMessage(status.error, t('email-assistant.guardrails.loadFailed'))}</p>
      )}
      {status.data && <GuardrailDetails status={status.data} />}
    </section>
  );
}

function GuardrailDetails({ status }: { status: GuardrailStatus }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <p>
        {t('email-assistant.guardrails.active', { active: status.automations.active, total: status.automations.total })}
        {status.user.lastActivityAt &&
          t('email-assistant.guardrails.lastSignIn', { when: whenText(status.user.lastActivityAt) })}
      </p>
      {status.user.automationsPaused && (
        <p role="alert" className="text-destructive">
          {t('email-assistant.guardrails.paused', { days: status.limits.inactivityPauseDays })}
        </p>
      )}
      {!status.canCreateNew.allowed && (
        <p className="text-destructive">
          {status.canCreateNew.reason
            ? t('email-assistant.guardrails.cannotCreateBecause', { reason: status.canCreateNew.reason })
            : t('email-assistant.guardrails.cannotCreate')}
        </p>
      )}
      <ul
        aria-label={t('email-assistant.guardrails.limits')}
        className="grid list-disc gap-1 pl-5 text-muted-foreground"
      >
        {limitTexts(t, locale, status.limits).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {status.paused.length > 0 && (
        <div className="grid gap-1">
          <h6 className="font-medium">{t('email-assistant.guardrails.pausedBy')}</h6>
          <ul aria-label={t('email-assistant.guardrails.pausedBy')} className="grid gap-1">
            {status.paused.map((p) => (
              <li key={p.id}>
                <span className="font-medium">{p.name}</span>: {pauseReasonText(p.reason, p.text)}
                {p.since && t('email-assistant.guardrails.since', { when: whenText(p.since) })}
                {p.resumesAt ? t('email-assistant.guardrails.resumes', { when: whenText(p.resumesAt) }) : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {status.recentFailures.length > 0 && (
        <div className="grid gap-1">
          <h6 className="font-medium">{t('email-assistant.guardrails.failures')}</h6>
          <ul aria-label={t('email-assistant.guardrails.failures')} className="grid gap-1">
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
