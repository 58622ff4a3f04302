import type { DryRunResult } from '@common/schemas/automations';
import { Badge } from '@/components/ui/badge';

const PREVIEW_MAX = 100;
const cut = (text: string) => (text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX)}...` : text);

const usd = (n: number) => `$${n.toFixed(n > 0 && n < 0.01 ? 4 : 2)}`;

const OUTCOME_TEXT = { send: 'Would send', task: 'Would create a task', agent: 'Would run the agent' } as const;

/** What the trigger would have matched in the account's recent mail, and what it would have done. */
export function DryRunResultView({ result }: { result: DryRunResult }) {
  const matched = result.matches.filter((m) => m.outcome !== 'skipped').length;
  return (
    <section aria-label="Dry run" className="grid gap-3 rounded-md border p-3">
      <p className="text-sm">
        Dry run: {result.scanned} recent message(s) checked, {result.matches.length} matched the trigger, {matched}{' '}
        would be acted on. Nothing was sent.
      </p>
      <p className="text-sm">Estimated provider cost: {usd(result.estimatedCostUsd)}</p>
      {result.matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No recent message matches this trigger.</p>
      ) : (
        <ul aria-label="Dry run matches" className="grid gap-2">
          {result.matches.map((m) => (
            <li key={m.messageId} className="grid gap-1 rounded-md border p-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 font-medium break-words">{m.subject || 'No Subject'}</p>
                <Badge variant={m.outcome === 'skipped' ? 'outline' : 'default'}>
                  {m.outcome === 'skipped' ? 'Skipped' : OUTCOME_TEXT[m.outcome]}
                </Badge>
              </div>
              <p className="text-xs break-all text-muted-foreground">From {m.from}</p>
              <p className="text-xs">Matched: {m.matched}</p>
              {m.outcome === 'skipped' && m.skippedBecause && <p className="text-xs">Skipped: {m.skippedBecause}</p>}
              {m.wouldSend && (
                <div className="grid gap-0.5 rounded bg-muted/50 p-2 text-xs">
                  <p className="break-all">To {m.wouldSend.to}</p>
                  <p className="break-words">Subject: {m.wouldSend.subject}</p>
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
