import { lazyWithQueries } from './lazy-with-queries';
import { useSession } from '@/lib/queries/user';
import { LandingPage } from '@/features/landing/components/landing-page';

// The landing page is in the first-load bundle; a signed-in user's home is a chunk of its own.
const HomePage = lazyWithQueries(() => import('@/features/home/components/home-page').then((m) => m.HomePage));

/** `/`: the landing page for visitors (and while the session is still being read), home once signed in. */
export function RootPage() {
  const { user, isLoading } = useSession();
  return isLoading || !user ? <LandingPage /> : <HomePage />;
}
