import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { dialogs } from '@/lib/dialogs';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/queries/user';
import { CLIENT_ROUTES, type ClientRoute } from '@common/routes';
import { useT } from '@/components/layout/i18n';
import { MaintenancePage, NotFoundPage, ROUTE_PAGES } from './lazy-pages';
import { PageSpinner } from './page-spinner';
import { StaticPageHandover } from './static-page-handover';
import { useDocumentTitle } from './use-document-title';

/** Pages whose LOGIN opens the sign-in dialog instead of navigating to /api/login. */
const DIALOG_LOGIN_PATHS = new Set<string>(['/', '/library'] satisfies ClientRoute[]);

function isExemptFromMaintenance(pathname: string, signedIn: boolean): boolean {
  if (pathname === '/oauth-result' || pathname === '/sign-out') return true;
  // /settings is the dashboard's profile section as a page of its own: exempt like the dashboard.
  return signedIn && (pathname === '/' || pathname === '/dashboard' || pathname === '/settings');
}

export function AppRoutes() {
  const t = useT();
  const [pathname] = useLocation();
  const { data: config, isLoading: configLoading } = usePublicConfig();
  const { user, isLoading: sessionLoading } = useSession();
  useDocumentTitle(pathname);

  if (configLoading || (config?.maintenance.enabled && sessionLoading)) return <PageSpinner />;
  if (config?.maintenance.enabled && !config.maintenance.granted && !isExemptFromMaintenance(pathname, Boolean(user))) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <MaintenancePage />
      </Suspense>
    );
  }

  const onLogin = DIALOG_LOGIN_PATHS.has(pathname) ? () => dialogs.openSignIn() : undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
      >
        {t('layout.skip')}
      </a>
      <Header onLogin={onLogin} />
      {/* The footer waits with the page: under the spinner it would jump down the screen when the page came. */}
      <Suspense
        fallback={
          <div className="flex-1">
            <PageSpinner />
          </div>
        }
      >
        <div className="flex-1">
          <Switch>
            {CLIENT_ROUTES.map((path) => (
              <Route key={path} path={path} component={ROUTE_PAGES[path]} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </div>
        {pathname !== '/dashboard' && <Footer />}
        {/* Inside the boundary: it commits with the page itself, once the session is known (the
            library page waits for it too), so the page it replaces is the page that is shown. */}
        {!sessionLoading && <StaticPageHandover />}
      </Suspense>
    </div>
  );
}
