import { lazy, Suspense, useId, useState } from 'react';
import { BarChart3, Download } from 'lucide-react';
import type { AnalyticsAgent, AnalyticsFigures } from '@common/schemas/usage';
import { Button, buttonVariants } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { useUsageAnalytics, usageAnalyticsExportUrl, type UsageRange } from '@/lib/queries/usage';
import { useT } from '../i18n';
import { SettingsSection } from './settings-section';
import { formatCount, formatUsd } from './usage-format';
import { DEFAULT_PRESET, presetOf, presetRange, RANGE_PRESETS, rangeProblem, todayUtc } from './usage-range';
import { useAgentName } from '@/lib/agent-text/use-agent-name';

const UsageAnalyticsCharts = lazy(() => import('./usage-analytics-charts'));

function RangePicker({ range, onChange }: { range: UsageRange; onChange: (range: UsageRange) => void }) {
  const t = useT();
  const id = useId();
  const pressed = presetOf(range);
  const today = todayUtc();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>{t('settings.analytics.from')}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          className="w-auto"
          value={range.from}
          max={range.to || today}
          onChange={(e) => onChange({ ...range, from: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>{t('settings.analytics.to')}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          className="w-auto"
          value={range.to}
          min={range.from || undefined}
          max={today}
          onChange={(e) => onChange({ ...range, to: e.target.value })}
        />
      </div>
      <div className="flex gap-2" role="group" aria-label={t('settings.analytics.presets')}>
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            type="button"
            size="sm"
            variant={pressed === days ? 'default' : 'outline'}
            aria-pressed={pressed === days}
            onClick={() => onChange(presetRange(days))}
          >
            {t('settings.analytics.presetDays', { days })}
          </Button>
        ))}
      </div>
    </div>
  );
}

function CostNote({ figures }: { figures: AnalyticsFigures }) {
  const t = useT();
  if (figures.unpricedRequests === 0) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {t('settings.analytics.costNote', { count: figures.unpricedRequests })}
    </p>
  );
}

function Totals({ totals }: { totals: AnalyticsFigures }) {
  const t = useT();
  const items = [
    [t('settings.analytics.totalRequests'), formatCount(totals.requests)],
    [t('settings.analytics.totalTokens'), formatCount(totals.tokens)],
    [t('settings.analytics.totalCost'), formatUsd(totals.costUsd)],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-card p-4">
          <dt className="font-mono text-xs font-semibold tracking-wider text-muted-foreground">{label}</dt>
          <dd className="mt-2 font-mono text-xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AgentTable({ agents }: { agents: AnalyticsAgent[] }) {
  const t = useT();
  const agentName = useAgentName();
  if (agents.length === 0)
    return <p className="text-sm text-muted-foreground">{t('settings.analytics.noAgentUsage')}</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('settings.analytics.agentCaption')}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-1.5">
              {t('settings.analytics.agent')}
            </th>
            <th scope="col" className="px-3 py-1.5 text-right">
              {t('settings.usage.requests')}
            </th>
            <th scope="col" className="px-3 py-1.5 text-right">
              {t('settings.usage.tokens')}
            </th>
            <th scope="col" className="px-3 py-1.5 text-right">
              {t('settings.usage.estCost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {agents.map((a) => (
            <tr key={a.agentId} className="border-t">
              <th scope="row" className="px-3 py-1 font-normal">
                {agentName(a.agentId, a.name)}
              </th>
              <td className="px-3 py-1 text-right font-mono">{formatCount(a.requests)}</td>
              <td className="px-3 py-1 text-right font-mono">{formatCount(a.tokens)}</td>
              <td className="px-3 py-1 text-right font-mono">
                {formatUsd(a.costUsd)}
                {a.costUsd !== null && a.unpricedRequests > 0 && (
                  <span className="text-muted-foreground">
                    {' '}
                    {t('settings.analytics.unpriced', { count: a.unpricedRequests })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Analytics (Pro): requests, tokens and estimated cost per UTC day and per agent over a chosen
 * range, from the server's usage events, and the range as a CSV download.
 */
export function UsageAnalytics() {
  const t = useT();
  const [range, setRange] = useState<UsageRange>(() => presetRange(DEFAULT_PRESET));
  const problem = rangeProblem(range);
  const query = useUsageAnalytics(range, problem === null);
  const data = query.data;

  return (
    <section aria-label={t('settings.analytics.sectionLabel')}>
      <SettingsSection
        title={t('settings.analytics.title')}
        icon={<BarChart3 className="size-4 text-primary" aria-hidden />}
        description={t('settings.analytics.description')}
      >
        <div className="grid gap-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <RangePicker range={range} onChange={setRange} />
            {problem ? (
              <Button type="button" variant="outline" disabled>
                <Download aria-hidden />
                {t('settings.export.csv')}
              </Button>
            ) : (
              <a href={usageAnalyticsExportUrl(range)} download className={buttonVariants({ variant: 'outline' })}>
                <Download aria-hidden />
                {t('settings.export.csv')}
              </a>
            )}
          </div>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          {query.isError && <ErrorBox>{errorMessage(query.error, t('settings.analytics.loadFailed'))}</ErrorBox>}
          {query.isLoading && (
            <p role="status" className="py-8 text-center text-sm text-muted-foreground">
              {t('settings.analytics.loading')}
            </p>
          )}
          {data && (
            <div className="grid gap-6" aria-busy={query.isFetching}>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('settings.analytics.range', { from: data.from, to: data.to })}
              </p>
              <Totals totals={data.totals} />
              <CostNote figures={data.totals} />
              <Suspense
                fallback={
                  <p role="status" className="py-8 text-center text-sm text-muted-foreground">
                    {t('settings.analytics.loadingCharts')}
                  </p>
                }
              >
                <UsageAnalyticsCharts days={data.days} />
              </Suspense>
              <div className="grid gap-2">
                <h3 className="font-mono text-xs font-semibold tracking-wider text-muted-foreground">
                  {t('settings.analytics.perAgent')}
                </h3>
                <AgentTable agents={data.agents} />
              </div>
            </div>
          )}
        </div>
      </SettingsSection>
    </section>
  );
}
