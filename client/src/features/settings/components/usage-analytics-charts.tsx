import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDay } from '@common/schemas/usage';
import { useT } from '../i18n';
import { formatAxisUsd, formatShortDay, formatTokens, formatUsd } from './usage-format';

const AXIS = { tick: { fill: 'var(--muted-foreground)', fontSize: 11 }, stroke: 'var(--border)' } as const;
const TOOLTIP_STYLE = {
  background: 'var(--card)',
  border: '1px solid var(--border)',
  borderRadius: 6,
  color: 'var(--card-foreground)',
};

function ChartFrame({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-mono text-xs font-semibold tracking-wider text-muted-foreground">{title}</h3>
      <div className="h-60 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </div>
  );
}

const xAxis = (
  <XAxis dataKey="date" tickFormatter={formatShortDay} {...AXIS} interval="preserveStartEnd" minTickGap={16} />
);

/**
 * Requests and tokens per day (bars and a line on two axes) and the estimated cost per day. The
 * charts are hidden from screen readers; the table under them carries the same numbers. Kept in a
 * chunk of its own, loaded only when a Pro user opens the analytics, so recharts stays out of
 * every other bundle.
 */
export default function UsageAnalyticsCharts({ days }: { days: AnalyticsDay[] }) {
  // A day without any priced request has no cost to draw: a gap, not a zero.
  const costs = days.map((d) => ({ date: d.date, costUsd: d.costUsd ?? undefined }));
  const t = useT();
  return (
    <figure className="grid gap-6">
      <div className="grid gap-6 xl:grid-cols-2">
        <ChartFrame title={t('settings.analytics.requestsAndTokens')}>
          <ComposedChart data={days} margin={{ top: 8, right: 0, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            {xAxis}
            <YAxis yAxisId="requests" allowDecimals={false} {...AXIS} width={48} />
            <YAxis yAxisId="tokens" orientation="right" {...AXIS} width={56} tickFormatter={formatTokens} />
            <Tooltip
              cursor={{ fill: 'var(--accent)', opacity: 0.5 }}
              contentStyle={TOOLTIP_STYLE}
              labelFormatter={(label) => String(label)}
              formatter={(value, name) =>
                name === 'tokens'
                  ? [formatTokens(Number(value)), t('settings.usage.tokens')]
                  : [String(value), t('settings.usage.requests')]
              }
            />
            <Bar
              yAxisId="requests"
              dataKey="requests"
              fill="var(--primary)"
              radius={[3, 3, 0, 0]}
              maxBarSize={24}
              isAnimationActive={false}
            />
            <Line
              yAxisId="tokens"
              dataKey="tokens"
              stroke="var(--muted-foreground)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ChartFrame>
        <ChartFrame title={t('settings.analytics.costPerDay')}>
          <BarChart data={costs} margin={{ top: 8, right: 8, bottom: 0, left: -8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            {xAxis}
            <YAxis {...AXIS} width={56} tickFormatter={formatAxisUsd} />
            <Tooltip
              cursor={{ fill: 'var(--accent)', opacity: 0.5 }}
              contentStyle={TOOLTIP_STYLE}
              labelFormatter={(label) => String(label)}
              formatter={(value) => [formatUsd(Number(value)), t('settings.usage.estimatedCost')]}
            />
            <Bar
              dataKey="costUsd"
              fill="var(--primary)"
              radius={[3, 3, 0, 0]}
              maxBarSize={24}
              isAnimationActive={false}
            />
          </BarChart>
        </ChartFrame>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">{t('settings.usage.viewAsTable')}</summary>
        <div className="mt-2 max-h-64 overflow-y-auto rounded-md border">
          <table className="w-full text-left">
            <caption className="sr-only">{t('settings.analytics.dailyCaption')}</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5">
                  {t('settings.usage.date')}
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
              {days.map((d) => (
                <tr key={d.date} className="border-t">
                  <td className="px-3 py-1 font-mono">{d.date}</td>
                  <td className="px-3 py-1 text-right">{d.requests}</td>
                  <td className="px-3 py-1 text-right">{d.tokens}</td>
                  <td className="px-3 py-1 text-right">{formatUsd(d.costUsd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
