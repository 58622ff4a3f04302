import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { dialogs } from '@/lib/dialogs';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { LandingPage } from '@/features/landing/components/landing-page';
import * as Pages from './lazy-pages';
import { PageSpinner } from './page-spinner';

/** Pages whose LOGIN opens the sign-in dialog instead of navigating to /api/login. */
const DIALOG_LOGIN_PATHS = new Set(['/', '/library']);

function isExemptFromMaintenance(pathname: string, signedIn: boolean): boolean {
  if (pathname === '/oauth-result') return true;
  return signedIn && (pathname === '/' || pathname === '/dashboard');
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const { data: config, isLoading: configLoading } = usePublicConfig();
  const { user, isLoading: sessionLoading } = useSession();

  if (configLoading || (config?.maintenance.enabled && sessionLoading)) return <PageSpinner />;
  if (config?.maintenance.enabled && !config.maintenance.granted && !isExemptFromMaintenance(pathname, Boolean(user))) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Pages.MaintenancePage />
      </Suspense>
    );
  }

  const onLogin = DIALOG_LOGIN_PATHS.has(pathname) ? () => dialogs.openSignIn() : undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        Skip to content
      </a>
      <Header onLogin={onLogin} />
      <div className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Routes>
            <Route path="/" element={sessionLoading || !user ? <LandingPage /> : <Pages.HomePage />} />
            <Route path="/dashboard" element={<Pages.DashboardPage />} />
            <Route path="/oauth-result" element={<Pages.OAuthResultPage />} />
            <Route path="/library" element={<Pages.LibraryPage />} />
            <Route path="/library-demo" element={<Pages.LibraryDemoPage />} />
            <Route path="/about" element={<Pages.AboutPage />} />
            <Route path="/pricing" element={<Pages.PricingPage />} />
            <Route path="/faqs" element={<Pages.FaqPage />} />
            <Route path="/privacy-policy" element={<Pages.PrivacyPolicyPage />} />
            <Route path="/terms-of-service" element={<Pages.TermsOfServicePage />} />
            <Route path="/security" element={<Pages.SecurityPage />} />
            <Route path="/data-handling" element={<Pages.DataHandlingPage />} />
            <Route path="*" element={<Pages.NotFoundPage />} />
          </Routes>
        </Suspense>
      </div>
      {pathname !== '/dashboard' && <Footer />}
    </div>
  );
}
