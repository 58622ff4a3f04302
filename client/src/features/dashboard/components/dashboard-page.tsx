import { AuthGate } from '@/components/layout/auth-gate';
import type { DashboardSlots } from '../dashboard-types';
import { useT } from '../i18n';
import { DashboardShell } from './dashboard-shell';

export type DashboardPageProps = DashboardSlots;

/** /dashboard: signed-in users only. Other features fill its slots (see app/dashboard-route.tsx). */
export function DashboardPage(slots: DashboardPageProps) {
  const t = useT();
  return (
    <AuthGate
      title={t('dashboard.page.gateTitle')}
      description={t('dashboard.page.gateText')}
      onSignIn={() => window.location.assign('/api/login')}
    >
      {(user) => <DashboardShell user={user} slots={slots} />}
    </AuthGate>
  );
}
