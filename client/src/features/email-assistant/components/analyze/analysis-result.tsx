import type { DraftAnalysis } from '@common/schemas/email-ai';
import { percent } from '../../compose-model';
import { useT } from '../../tabs-i18n';

function List({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div className="grid gap-1">
      <h5 className="font-mono text-xs font-semibold tracking-wider uppercase">{title}</h5>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {items.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
    </div>
  );
}

/** The analysis: summary, tone, sentiment and clarity as percents, suggestions and risks. */
export function AnalysisResult({ analysis }: { analysis: DraftAnalysis }) {
  const t = useT();
  // What the provider left out of an analysis it otherwise gave.
  const NOT_RATED = t('email-assistant.analysis.notRated');
  return (
    <section aria-labelledby="analysis-result-title" className="grid gap-3 rounded-lg border bg-background p-4">
      <h4 id="analysis-result-title" className="font-mono text-sm font-bold tracking-wider">
        {t('email-assistant.analysis.title')}
      </h4>
      {analysis.summary && <p className="text-sm">{analysis.summary}</p>}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          [t('email-assistant.compose.tone'), analysis.tone ?? NOT_RATED],
          [
            t('email-assistant.analyze.info.sentiment'),
            analysis.sentiment === undefined ? NOT_RATED : percent(analysis.sentiment),
          ],
          [
            t('email-assistant.analysis.clarity'),
            analysis.clarity === undefined ? NOT_RATED : percent(analysis.clarity),
          ],
        ].map(([term, value]) => (
          <div key={term} className="rounded border p-2">
            <dt className="font-mono text-[11px] tracking-wider text-muted-foreground uppercase">{term}</dt>
            <dd className="text-sm font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <List title={t('email-assistant.common.suggestions')} items={analysis.suggestions} />
      <List title={t('email-assistant.analysis.risks')} items={analysis.risks ?? []} />
    </section>
  );
}
