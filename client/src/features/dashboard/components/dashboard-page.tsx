import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import type { DashboardSlots } from '../dashboard-types';
import { DashboardShell } from './dashboard-shell';

export type DashboardPageProps = DashboardSlots;

/** /dashboard: signed-in users only. Other features fill its slots (see app/dashboard-route.tsx). */
export function DashboardPage(slots: DashboardPageProps) {
  const { user, isLoading } = useSession();

  if (isLoading) {
    return (
      <main id="main" className="flex min-h-[50vh] items-center justify-center px-4">
        <p role="status" className="flex items-center gap-3 font-mono text-sm text-muted-foreground">
          <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-primary border-t-transparent" />
          Verifying access credentials...
        </p>
      </main>
    );
  }

  if (!user) {
    return (
      <main id="main" className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        <Lock className="size-10 text-primary" aria-hidden />
        <h1 className="mt-4 font-mono text-2xl font-bold">DASHBOARD ACCESS REQUIRED</h1>
        <p className="mt-2 text-muted-foreground">
          Sign in to work with your agents, the Email Assistant and your account.
        </p>
        <Button className="mt-6" size="lg" onClick={() => window.location.assign('/api/login')}>
          SIGN IN TO CONTINUE
        </Button>
      </main>
    );
  }

  return <DashboardShell user={user} slots={slots} />;
}
