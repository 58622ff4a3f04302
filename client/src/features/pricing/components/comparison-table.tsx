import { Check, Minus } from 'lucide-react';
import { PLAN_COMPARISON } from '@common/plan-features';
import { PLANS, type PlanId } from '@common/plans';
import { joinClasses } from '@/lib/join-classes';
import { useT } from '../i18n';
import { rowText } from '../plan-text';

function CellValue({ value }: { value: boolean | string }) {
  const t = useT();
  if (typeof value === 'string') return <span>{rowText(t, value)}</span>;
  return value ? (
    <>
      <Check className="mx-auto size-5 text-success" aria-hidden />
      <span className="sr-only">{t('pricing.compare.included')}</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden />
      <span className="sr-only">{t('pricing.compare.excluded')}</span>
    </>
  );
}

const popularId: PlanId | undefined = PLANS.find((p) => p.popular)?.id;

export function ComparisonTable() {
  const t = useT();
  return (
    <section aria-labelledby="comparison-title" className="mt-20">
      <h2 id="comparison-title" className="font-mono text-2xl font-bold tracking-wider">
        {t('pricing.compare.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('pricing.compare.lead')}</p>
      {/*
        On a phone four columns leave each cell a word or two per line, so there each row becomes a
        small card with the three plans side by side; from 640 px up, the table.
      */}
      <dl className="mt-6 grid gap-3 sm:hidden">
        {PLAN_COMPARISON.map((row) => (
          <div key={row.feature} className="rounded-lg border bg-card p-4">
            <dt className="text-sm font-medium">{rowText(t, row.feature)}</dt>
            <dd className="mt-3 grid grid-cols-3 gap-2 text-center text-sm">
              {PLANS.map((plan) => (
                <div
                  key={plan.id}
                  className={joinClasses(
                    'rounded-md px-1 py-2',
                    plan.id === popularId ? 'bg-primary/10' : 'bg-muted/40',
                  )}
                >
                  <div className="font-mono text-xs font-bold tracking-wider text-muted-foreground">{plan.name}</div>
                  <div className="mt-1">
                    <CellValue value={row.values[plan.id]} />
                  </div>
                </div>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {/* Focusable so keyboard users can scroll it sideways when it is wider than the screen. */}
      <div
        role="region"
        aria-label={t('pricing.compare.region')}
        tabIndex={0}
        className="relative mt-6 hidden overflow-x-auto rounded-lg border bg-card sm:block"
      >
        <table className="w-full min-w-[34rem] border-collapse text-sm">
          <caption className="sr-only">{t('pricing.compare.caption')}</caption>
          <thead>
            <tr className="border-b">
              <th
                scope="col"
                className="sticky left-0 bg-card p-4 text-left font-mono text-xs font-bold tracking-wider"
              >
                {t('pricing.compare.feature')}
              </th>
              {PLANS.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={joinClasses(
                    'w-1/5 p-4 text-center font-mono text-sm font-bold tracking-wider',
                    plan.id === popularId && 'bg-primary/10 text-primary',
                  )}
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLAN_COMPARISON.map((row) => (
              <tr key={row.feature} className="border-b last:border-b-0">
                <th scope="row" className="sticky left-0 bg-card p-4 text-left font-normal">
                  {rowText(t, row.feature)}
                </th>
                {PLANS.map((plan) => (
                  <td key={plan.id} className={joinClasses('p-4 text-center', plan.id === popularId && 'bg-primary/5')}>
                    <CellValue value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
