import { Bot, Clock, Link2, Mail, Star } from 'lucide-react';
import { Button } from '@/components/ui/unmerged/button';
import type { DashboardModel } from '../hooks/use-dashboard';
import { useT } from '../i18n';

/** DASHBOARD OVERVIEW: counts and the quickest ways onward. */
export function OverviewPanel({ model }: { model: DashboardModel }) {
  const t = useT();
  const stats = [
    // The Email Assistant is an agent too, outside the roster list.
    { label: t('dashboard.overview.activeAgents'), value: model.agents.length + 1, icon: Bot },
    { label: t('dashboard.overview.favorites'), value: model.favorites.agents.length, icon: Star },
    { label: t('dashboard.overview.recentActivity'), value: model.recent.agents.length, icon: Clock },
  ];
  return (
    <div className="grid gap-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex items-center justify-between gap-4 rounded-lg border bg-background p-5">
            <div>
              <dt className="font-mono text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {label}
              </dt>
              <dd className="mt-1 font-mono text-3xl font-bold">{value}</dd>
            </div>
            <Icon aria-hidden className="size-8 text-primary" />
          </div>
        ))}
      </dl>
      <section aria-labelledby="overview-quick-access">
        <h3 id="overview-quick-access" className="font-mono text-sm font-bold tracking-wider">
          {t('dashboard.overview.quickAccess')}
        </h3>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button onClick={() => model.selectTab('email-assistant')}>
            <Mail aria-hidden />
            {t('dashboard.overview.emailAssistant')}
          </Button>
          <Button variant="outline" onClick={() => model.selectSection('linked-accounts')}>
            <Link2 aria-hidden />
            {t('dashboard.overview.linkedAccounts')}
          </Button>
        </div>
      </section>
    </div>
  );
}
