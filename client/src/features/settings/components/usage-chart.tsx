import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyUsage } from '@common/schemas/usage';
import { useT } from '../i18n';
import { formatShortDay } from './usage-format';

/** Daily requests over the period as bars, with the same numbers as a table for screen readers. */
export function UsageChart({ days }: { days: DailyUsage[] }) {
  const t = useT();
  const total = days.reduce((sum, d) => sum + d.requests, 0);
  return (
    <figure className="grid gap-3">
      <div className="h-60 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={formatShortDay}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
              stroke="var(--border)"
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
              stroke="var(--border)"
              width={48}
            />
            <Tooltip
              cursor={{ fill: 'var(--accent)', opacity: 0.5 }}
              contentStyle={{
                background: 'var(--card)',
                border: '1px solid var(--border)',
                borderRadius: 6,
                color: 'var(--card-foreground)',
              }}
              labelFormatter={(label) => String(label)}
              formatter={(value) => [String(value), t('settings.usage.requests')]}
            />
            <Bar dataKey="requests" fill="var(--primary)" radius={[3, 3, 0, 0]} maxBarSize={24} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        {t('settings.usage.chartTotal', { total, days: days.length })}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">{t('settings.usage.viewAsTable')}</summary>
        <div className="mt-2 max-h-64 overflow-y-auto rounded-md border">
          <table className="w-full text-left">
            <caption className="sr-only">{t('settings.usage.chartCaption')}</caption>
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
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-t">
                  <td className="px-3 py-1 font-mono">{d.date}</td>
                  <td className="px-3 py-1 text-right">{d.requests}</td>
                  <td className="px-3 py-1 text-right">{d.tokens}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
