import { useAssistant } from '../assistant-context';
import { OUTBOX_STATUSES } from '../api/outbox-api';
import { useT } from '../tabs-i18n';
import { OUTBOX_STATUS_LABELS, toneLabel } from '../labels';

function Stat({ label, value, note }: { label: string; value: number | string; note?: string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="font-mono text-[11px] tracking-wider text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

const count = (list: unknown[] | undefined) => (list ? list.length : '—');

/** The tone key of drafts written without the AI (no tone of the model can be empty). */
const HAND_WRITTEN = '';

/** Counts of what exists: drafts, templates, accounts and the outbox by status. Nothing estimated. */
export function InsightsTab() {
  const { data } = useAssistant();
  const t = useT();
  const accounts = data.accounts.data;
  const outbox = data.outbox.data;
  const tones = new Map<string, number>();
  for (const d of data.drafts.data ?? []) {
    const tone = d.aiGeneratedMetadata?.tone ?? HAND_WRITTEN;
    tones.set(tone, (tones.get(tone) ?? 0) + 1);
  }
  return (
    <div className="grid gap-6">
      <section aria-labelledby="insights-overview" className="grid gap-3">
        <h4 id="insights-overview" className="font-mono text-sm font-bold tracking-wider">
          {t('email-assistant.insights.overview')}
        </h4>
        <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
          <Stat label={t('email-assistant.insights.drafts')} value={count(data.drafts.data)} />
          <Stat label={t('email-assistant.insights.savedTemplates')} value={count(data.templates.data)} />
          <Stat
            label={t('email-assistant.insights.accounts')}
            value={accounts ? data.activeAccounts.length : '—'}
            note={
              accounts
                ? t('email-assistant.insights.accountsNote', {
                    linked: accounts.length,
                    automated: accounts.filter((a) => a.syncEnabled).length,
                  })
                : undefined
            }
          />
          <Stat label={t('email-assistant.insights.inOutbox')} value={count(outbox)} />
        </dl>
      </section>
      <section aria-labelledby="insights-outbox" className="grid gap-3">
        <h4 id="insights-outbox" className="font-mono text-sm font-bold tracking-wider">
          {t('email-assistant.insights.outboxByStatus')}
        </h4>
        {outbox ? (
          <dl className="grid grid-cols-2 gap-3 @lg:grid-cols-3">
            {OUTBOX_STATUSES.map((status) => (
              <Stat
                key={status}
                label={t(OUTBOX_STATUS_LABELS[status])}
                value={outbox.filter((m) => m.status === status).length}
              />
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            {data.outbox.isError ? t('email-assistant.outbox.loadFailed') : t('email-assistant.common.loading')}
          </p>
        )}
      </section>
      {tones.size > 0 && (
        <section aria-labelledby="insights-tones" className="grid gap-3">
          <h4 id="insights-tones" className="font-mono text-sm font-bold tracking-wider">
            {t('email-assistant.insights.draftsByTone')}
          </h4>
          <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
            {[...tones].map(([tone, n]) => (
              <Stat
                key={tone}
                label={tone === HAND_WRITTEN ? t('email-assistant.insights.handWritten') : toneLabel(t, tone)}
                value={n}
              />
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
