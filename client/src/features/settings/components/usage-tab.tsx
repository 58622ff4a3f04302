import { Activity, BarChart3, Calendar, Clock, Star, TrendingUp } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { hasFeature } from '@common/entitlements';
import type { UsageStats } from '@common/schemas/usage';
import { ErrorBox } from '@/components/ui/error-box';
import { errorMessage } from '@/lib/error-message';
import { useUsageStats } from '@/lib/queries/usage';
import { useSession } from '@/lib/queries/user';
import { SettingsSection } from './settings-section';
import { UsageAnalytics } from './usage-analytics';
import { UsageExport } from './usage-export';
import { UsageUpgradePanel } from './usage-upgrade-panel';
import { useDateFormat } from '@/lib/preferences/date-format';
import { translate, useT } from '../i18n';
import { useAgentName } from '@/lib/agent-text/use-agent-name';

// recharts is loaded with the first chart shown, not with the tab.
const UsageChart = lazy(() => import('./usage-chart').then((m) => ({ default: m.UsageChart })));

function StatCard({
  label,
  value,
  icon,
  detail,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  detail?: string;
}) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="flex items-center gap-2 font-mono text-xs font-semibold tracking-wider text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 font-mono text-xl font-bold break-words sm:text-2xl">{value}</dd>
      {detail && <dd className="mt-1 truncate text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

function TopAgents({ agents }: { agents: UsageStats['favouriteAgents'] }) {
  const t = useT();
  const agentName = useAgentName();
  const max = Math.max(1, ...agents.map((a) => a.requests));
  if (agents.length === 0) return <p className="text-sm text-muted-foreground">{t('settings.usage.noAgentUsage')}</p>;
  return (
    <ol className="grid gap-3">
      {agents.map((a, i) => (
        <li key={a.agentId} className="grid gap-1">
          <div className="flex justify-between gap-3 text-sm">
            <span className="truncate capitalize">
              {i + 1}. {agentName(a.agentId)}
            </span>
            <span className="shrink-0 font-mono text-muted-foreground">
              {t('settings.usage.agentRequests', { count: a.requests })}
            </span>
          </div>
          <div className="h-1.5 rounded-full bg-muted" aria-hidden>
            <div className="h-full rounded-full bg-primary" style={{ width: `${(a.requests / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

const ic = 'size-4 text-primary';

// A function, so the text is in the language of the moment it shows.
const loadingChart = () => (
  <p role="status" className="py-8 text-center text-sm text-muted-foreground">
    {translate('settings.usage.loadingChart')}
  </p>
);

/**
 * The figures every plan has (GET /api/usage). With analytics the range view replaces the 30-day
 * chart and the top agents, which it covers.
 */
function BasicUsage({ withAnalytics }: { withAnalytics: boolean }) {
  const t = useT();
  const agentName = useAgentName();
  const query = useUsageStats();
  const format = useDateFormat();
  if (query.isLoading) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted-foreground">
        {t('settings.usage.loadingStats')}
      </p>
    );
  }
  if (query.isError || !query.data) {
    return <ErrorBox>{errorMessage(query.error, t('settings.usage.loadFailed'))}</ErrorBox>;
  }
  const usage = query.data;
  const top = usage.favouriteAgents[0];
  const lastActive = usage.lastActiveAt ? format.date(usage.lastActiveAt) : t('settings.usage.never');

  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard
          label={t('settings.usage.totalRequests')}
          value={usage.totalRequests}
          icon={<Activity className={ic} aria-hidden />}
        />
        <StatCard
          label={t('settings.usage.thisMonth')}
          value={usage.monthlyRequests}
          icon={<TrendingUp className={ic} aria-hidden />}
        />
        <StatCard
          label={t('settings.usage.favoriteAgents')}
          value={usage.favouriteAgents.length}
          detail={top ? t('settings.usage.top', { name: agentName(top.agentId) }) : undefined}
          icon={<Star className={ic} aria-hidden />}
        />
        <StatCard
          label={t('settings.usage.lastActive')}
          value={lastActive}
          icon={<Clock className={ic} aria-hidden />}
        />
        <StatCard
          label={t('settings.usage.accountAge')}
          value={t('settings.usage.accountAgeDays', { count: usage.accountAgeDays })}
          icon={<Calendar className={ic} aria-hidden />}
        />
      </dl>
      {!withAnalytics && (
        <div className="grid gap-6 lg:grid-cols-3">
          <SettingsSection
            title={t('settings.usage.dailyRequests')}
            icon={<BarChart3 className={ic} aria-hidden />}
            className="lg:col-span-2"
          >
            <Suspense fallback={loadingChart()}>
              <UsageChart days={usage.daily} />
            </Suspense>
          </SettingsSection>
          <SettingsSection title={t('settings.usage.topAgents')} icon={<Star className={ic} aria-hidden />}>
            <TopAgents agents={usage.favouriteAgents} />
          </SettingsSection>
        </div>
      )}
    </>
  );
}

export function UsageTab() {
  const { user } = useSession();
  const withAnalytics = user ? hasFeature(user, 'analytics') : false;
  return (
    <div className="grid gap-6">
      <BasicUsage withAnalytics={withAnalytics} />
      {withAnalytics ? <UsageAnalytics /> : <UsageUpgradePanel />}
      <UsageExport />
    </div>
  );
}
