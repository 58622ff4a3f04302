import { AuthGate } from '@/components/layout/auth-gate';
import type { DashboardSlots } from '../dashboard-types';
import { DashboardShell } from './dashboard-shell';

export type DashboardPageProps = DashboardSlots;

/** /dashboard: signed-in users only. Other features fill its slots (see app/dashboard-route.tsx). */
export function DashboardPage(slots: DashboardPageProps) {
  return (
    <AuthGate
      title="DASHBOARD ACCESS REQUIRED"
      description="Sign in to work with your agents, the Email Assistant and your account."
      onSignIn={() => window.location.assign('/api/login')}
    >
      {(user) => <DashboardShell user={user} slots={slots} />}
    </AuthGate>
  );
}
