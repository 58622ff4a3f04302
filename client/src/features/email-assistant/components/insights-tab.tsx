import { useAssistant } from '../assistant-context';
import { OUTBOX_STATUSES } from '../api/outbox-api';

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

/** Counts of what exists: drafts, templates, accounts and the outbox by status. Nothing estimated. */
export function InsightsTab() {
  const { data } = useAssistant();
  const accounts = data.accounts.data;
  const outbox = data.outbox.data;
  const tones = new Map<string, number>();
  for (const d of data.drafts.data ?? []) {
    const tone = d.aiGeneratedMetadata?.tone ?? 'written by hand';
    tones.set(tone, (tones.get(tone) ?? 0) + 1);
  }
  return (
    <div className="grid gap-6">
      <section aria-labelledby="insights-overview" className="grid gap-3">
        <h4 id="insights-overview" className="font-mono text-sm font-bold tracking-wider">
          OVERVIEW
        </h4>
        <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
          <Stat label="Drafts" value={count(data.drafts.data)} />
          <Stat label="Saved templates" value={count(data.templates.data)} />
          <Stat
            label="Accounts"
            value={accounts ? data.activeAccounts.length : '—'}
            note={
              accounts
                ? `${accounts.length} linked, ${accounts.filter((a) => a.syncEnabled).length} with automation on`
                : undefined
            }
          />
          <Stat label="Emails in outbox" value={count(outbox)} />
        </dl>
      </section>
      <section aria-labelledby="insights-outbox" className="grid gap-3">
        <h4 id="insights-outbox" className="font-mono text-sm font-bold tracking-wider">
          OUTBOX BY STATUS
        </h4>
        {outbox ? (
          <dl className="grid grid-cols-2 gap-3 @lg:grid-cols-3">
            {OUTBOX_STATUSES.map((status) => (
              <Stat key={status} label={status} value={outbox.filter((m) => m.status === status).length} />
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            {data.outbox.isError ? 'The outbox could not be loaded.' : 'Loading...'}
          </p>
        )}
      </section>
      {tones.size > 0 && (
        <section aria-labelledby="insights-tones" className="grid gap-3">
          <h4 id="insights-tones" className="font-mono text-sm font-bold tracking-wider">
            DRAFTS BY TONE
          </h4>
          <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-4">
            {[...tones].map(([tone, n]) => (
              <Stat key={tone} label={tone} value={n} />
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
