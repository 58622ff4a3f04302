import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { dialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/session';
import { AccountSettings, isSettingsTab } from './account-settings';

export function SettingsPage({ apiKeySlot }: { apiKeySlot: ReactNode }) {
  const { user, isLoading } = useSession();
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const tab = new URLSearchParams(search).get('tab');

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
        <h1 className="mt-4 font-mono text-2xl font-bold">SETTINGS ACCESS REQUIRED</h1>
        <p className="mt-2 text-muted-foreground">Sign in to manage your profile, security and preferences.</p>
        <Button className="mt-6" size="lg" onClick={() => dialogs.openSignIn()}>
          SIGN IN TO CONTINUE
        </Button>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 font-mono text-2xl font-bold tracking-wide sm:text-3xl">ACCOUNT SETTINGS</h1>
      <AccountSettings
        user={user}
        apiKeySlot={apiKeySlot}
        defaultTab={isSettingsTab(tab) ? tab : 'profile'}
        onTabChange={(next) => navigate(next === 'profile' ? pathname : `${pathname}?tab=${next}`, { replace: true })}
      />
    </main>
  );
}
