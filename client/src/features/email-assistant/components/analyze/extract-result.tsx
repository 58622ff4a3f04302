import type { ExtractResult as Result } from '@common/schemas/email-ai';
import { percent } from '../../compose-model';
import { useT } from '../../tabs-i18n';

function Empty() {
  const t = useT();
  return <p className="text-sm text-muted-foreground">{t('email-assistant.extract.empty')}</p>;
}

function Data({ result }: { result: Result }) {
  const t = useT();
  switch (result.infoType) {
    case 'key_points':
      return result.data.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {result.data.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      ) : (
        <Empty />
      );
    case 'action_items':
      return result.data.length ? (
        <ul className="grid gap-2 text-sm">
          {result.data.map((a, i) => (
            <li key={i} className="rounded border p-2">
              <p className="font-medium">{a.task}</p>
              <p className="text-xs text-muted-foreground">
                {t('email-assistant.extract.ownerDue', {
                  owner: a.owner || t('email-assistant.extract.notNamed'),
                  due: a.due || t('email-assistant.extract.notGiven'),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <Empty />
      );
    case 'dates':
      return result.data.length ? (
        <ul className="grid gap-1 text-sm">
          {result.data.map((d, i) => (
            <li key={i}>
              <span className="font-mono font-semibold">{d.date}</span> — {d.description}
            </li>
          ))}
        </ul>
      ) : (
        <Empty />
      );
    case 'contacts':
      return result.data.length ? (
        <ul className="grid gap-1 text-sm">
          {result.data.map((c, i) => (
            <li key={i}>{[c.name, c.role, c.email, c.phone].filter(Boolean).join(' · ')}</li>
          ))}
        </ul>
      ) : (
        <Empty />
      );
    case 'sentiment':
      return (
        <p className="text-sm">
          <span className="font-semibold capitalize">{t(SENTIMENT_LABELS[result.data.label])}</span> (
          {percent(result.data.score)}){result.data.rationale && ` — ${result.data.rationale}`}
        </p>
      );
  }
}

const SENTIMENT_LABELS = {
  positive: 'email-assistant.sentiment.positive',
  neutral: 'email-assistant.sentiment.neutral',
  negative: 'email-assistant.sentiment.negative',
  mixed: 'email-assistant.sentiment.mixed',
} as const;

/** What was extracted, laid out by kind. */
export function ExtractResult({ result, label }: { result: Result; label: string }) {
  return (
    <section aria-labelledby="extract-result-title" className="grid gap-2 rounded-lg border bg-background p-4">
      <h4 id="extract-result-title" className="font-mono text-sm font-bold tracking-wider uppercase">
        {label}
      </h4>
      <Data result={result} />
    </section>
  );
}
