import { lazy } from 'react';
import { useSession } from '@/lib/queries/user';
import { LandingPage } from '@/features/landing/components/landing-page';

// The landing page is in the first-load bundle; a signed-in user's home is a chunk of its own.
const HomePage = lazy(() => import('@/features/home/components/home-page').then((m) => ({ default: m.HomePage })));

/** `/`: the landing page for visitors (and while the session is still being read), home once signed in. */
export function RootPage() {
  const { user, isLoading } = useSession();
  return isLoading || !user ? <LandingPage /> : <HomePage />;
}
