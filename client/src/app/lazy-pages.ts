import type { ComponentType } from 'react';
import type { ClientRoute } from '@common/routes';
import { lazyWithQueries, preloadableLazy } from './lazy-with-queries';
import { RootPage } from './root-page';

// Each page is its own chunk, so the landing page ships only what it needs. Each comes inside the
// query client, which loads beside it; the library reads only the session, so it does without.
const SettingsPage = lazyWithQueries(() => import('./settings-route').then((m) => m.SettingsRoute));
const AdminPage = lazyWithQueries(() => import('@/features/admin/components/admin-page').then((m) => m.AdminPage));
const AboutPage = lazyWithQueries(() => import('@/features/about/components/about-page').then((m) => m.AboutPage));
const PricingPage = lazyWithQueries(() =>
  import('@/features/pricing/components/pricing-page').then((m) => m.PricingPage),
);
const FaqPage = lazyWithQueries(() => import('@/features/faq/components/faq-page').then((m) => m.FaqPage));
const PrivacyPolicyPage = lazyWithQueries(() =>
  import('@/features/legal/components/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
);
const TermsOfServicePage = lazyWithQueries(() =>
  import('@/features/legal/components/terms-of-service-page').then((m) => m.TermsOfServicePage),
);
const SecurityPage = lazyWithQueries(() =>
  import('@/features/legal/components/security-page').then((m) => m.SecurityPage),
);
const DataHandlingPage = lazyWithQueries(() =>
  import('@/features/legal/components/data-handling-page').then((m) => m.DataHandlingPage),
);
const LibraryPage = preloadableLazy(() =>
  import('@/features/library/components/library-page').then((m) => ({ default: m.LibraryPage })),
);
const LibraryDemoPage = lazyWithQueries(() =>
  import('@/features/library-demo/components/library-demo-page').then((m) => m.LibraryDemoPage),
);
const DashboardPage = lazyWithQueries(() => import('./dashboard-route').then((m) => m.DashboardRoute));
const OAuthResultPage = lazyWithQueries(() =>
  import('@/features/oauth-result/components/oauth-result-page').then((m) => m.OAuthResultPage),
);
const SignOutPage = lazyWithQueries(() =>
  import('@/features/auth/components/sign-out-page').then((m) => m.SignOutPage),
);

/**
 * The page of every path in CLIENT_ROUTES (the list the server answers with the app shell). The
 * router is built from this map, so a path added to the list without a page, or a page without
 * its path, does not compile.
 */
export const ROUTE_PAGES = {
  '/': RootPage,
  '/dashboard': DashboardPage,
  '/settings': SettingsPage,
  '/admin': AdminPage,
  '/oauth-result': OAuthResultPage,
  '/sign-out': SignOutPage,
  '/library': LibraryPage,
  '/library-demo': LibraryDemoPage,
  '/about': AboutPage,
  '/pricing': PricingPage,
  '/faqs': FaqPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-of-service': TermsOfServicePage,
  '/security': SecurityPage,
  '/data-handling': DataHandlingPage,
} satisfies Record<ClientRoute, ComponentType>;

/**
 * Starts loading the page of the address the app opens on, before its first render: the page's
 * chunk then loads while the shell reads the config and the session, not after them.
 */
export function preloadRoutePage(pathname: string): void {
  const page: ComponentType & { preload?: () => void } = ROUTE_PAGES[pathname as ClientRoute] ?? {};
  page.preload?.();
}

export const NotFoundPage = lazyWithQueries(() =>
  import('@/features/not-found/components/not-found-page').then((m) => m.NotFoundPage),
);
export const MaintenancePage = lazyWithQueries(() =>
  import('@/features/maintenance/components/maintenance-page').then((m) => m.MaintenancePage),
);
