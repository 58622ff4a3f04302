import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyUsage } from '@common/schemas/usage';

const shortDate = (iso: string) => {
  const [, m, d] = iso.split('-');
  return `${Number(m)}/${Number(d)}`;
};

/** Daily requests over the period as bars, with the same numbers as a table for screen readers. */
export function UsageChart({ days }: { days: DailyUsage[] }) {
  const total = days.reduce((sum, d) => sum + d.requests, 0);
  return (
    <figure className="grid gap-3">
      <div className="h-60 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={shortDate}
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
              formatter={(value) => [String(value), 'Requests']}
            />
            <Bar dataKey="requests" fill="var(--primary)" radius={[3, 3, 0, 0]} maxBarSize={24} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        {total} requests in the last {days.length} days.
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">View as table</summary>
        <div className="mt-2 max-h-64 overflow-y-auto rounded-md border">
          <table className="w-full text-left">
            <caption className="sr-only">Requests and tokens per day</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5">
                  Date
                </th>
                <th scope="col" className="px-3 py-1.5 text-right">
                  Requests
                </th>
                <th scope="col" className="px-3 py-1.5 text-right">
                  Tokens
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
