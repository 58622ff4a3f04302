import type { DryRunResult } from '@common/schemas/automations';
import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/lib/i18n/i18n';
import { formatUsd } from '@/lib/i18n/number-format';
import { useT, type MailKey } from '../../automation-i18n';

const PREVIEW_MAX = 100;
const cut = (text: string) => (text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX)}...` : text);

const OUTCOME_TEXT: Record<'send' | 'task' | 'agent', MailKey> = {
  send: 'email-assistant.dryRun.send',
  task: 'email-assistant.dryRun.task',
  agent: 'email-assistant.dryRun.agent',
};

/** What the trigger would have matched in the account's recent mail, and what it would have done. */
/** A cost under a cent shows four decimals, so that it does not read as nothing. */
const costDigits = (usd: number) => (usd > 0 && usd < 0.01 ? 4 : 2);

export function DryRunResultView({ result }: { result: DryRunResult }) {
  const t = useT();
  const locale = useLocale();
  const matched = result.matches.filter((m) => m.outcome !== 'skipped').length;
  return (
    <section aria-label={t('email-assistant.dryRun.label')} className="grid gap-3 rounded-md border p-3">
      <p className="text-sm">
        {t('email-assistant.dryRun.summary', {
          scanned: result.scanned,
          matches: result.matches.length,
          acted: matched,
        })}
      </p>
      <p className="text-sm">
        {t('email-assistant.dryRun.cost', {
          cost: formatUsd(
            result.estimatedCostUsd,
            costDigits(result.estimatedCostUsd),
            costDigits(result.estimatedCostUsd),
            locale,
          ),
        })}
      </p>
      {result.matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('email-assistant.dryRun.none')}</p>
      ) : (
        <ul aria-label={t('email-assistant.dryRun.matches')} className="grid gap-2">
          {result.matches.map((m) => (
            <li key={m.messageId} className="grid gap-1 rounded-md border p-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 font-medium break-words">{m.subject || t('email-assistant.common.noSubject')}</p>
                <Badge variant={m.outcome === 'skipped' ? 'outline' : 'default'}>
                  {m.outcome === 'skipped' ? t('email-assistant.dryRun.skipped') : t(OUTCOME_TEXT[m.outcome])}
                </Badge>
              </div>
              <p className="text-xs break-all text-muted-foreground">
                {t('email-assistant.dryRun.from', { from: m.from })}
              </p>
              <p className="text-xs">{t('email-assistant.common.matched', { value: m.matched })}</p>
              {m.outcome === 'skipped' && m.skippedBecause && (
                <p className="text-xs">{t('email-assistant.dryRun.skippedBecause', { reason: m.skippedBecause })}</p>
              )}
              {m.wouldSend && (
                <div className="grid gap-0.5 rounded bg-muted/50 p-2 text-xs">
                  <p className="break-all">{t('email-assistant.common.to', { to: m.wouldSend.to })}</p>
                  <p className="break-words">{t('email-assistant.dryRun.subject', { subject: m.wouldSend.subject })}</p>
                  <p className="break-words whitespace-pre-wrap">{cut(m.wouldSend.body)}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
