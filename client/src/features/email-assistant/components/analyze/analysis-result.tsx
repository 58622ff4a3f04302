import type { DraftAnalysis } from '@common/schemas/email-ai';
import { percent } from '../../compose-model';

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

/** What the provider left out of an analysis it otherwise gave. */
const NOT_RATED = 'not rated';

/** The analysis: summary, tone, sentiment and clarity as percents, suggestions and risks. */
export function AnalysisResult({ analysis }: { analysis: DraftAnalysis }) {
  return (
    <section aria-labelledby="analysis-result-title" className="grid gap-3 rounded-lg border bg-background p-4">
      <h4 id="analysis-result-title" className="font-mono text-sm font-bold tracking-wider">
        ANALYSIS
      </h4>
      {analysis.summary && <p className="text-sm">{analysis.summary}</p>}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ['Tone', analysis.tone ?? NOT_RATED],
          ['Sentiment', analysis.sentiment === undefined ? NOT_RATED : percent(analysis.sentiment)],
          ['Clarity', analysis.clarity === undefined ? NOT_RATED : percent(analysis.clarity)],
        ].map(([term, value]) => (
          <div key={term} className="rounded border p-2">
            <dt className="font-mono text-[11px] tracking-wider text-muted-foreground uppercase">{term}</dt>
            <dd className="text-sm font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <List title="Suggestions" items={analysis.suggestions} />
      <List title="Risks" items={analysis.risks ?? []} />
    </section>
  );
}
