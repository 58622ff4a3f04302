import { lazy, type ComponentType } from 'react';
import type { ClientRoute } from '@common/routes';
import { RootPage } from './root-page';

// Each page is its own chunk, so the landing page ships only what it needs.
const SettingsPage = lazy(() => import('./settings-route').then((m) => ({ default: m.SettingsRoute })));
const AdminPage = lazy(() => import('@/features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })));
const AboutPage = lazy(() => import('@/features/about/components/about-page').then((m) => ({ default: m.AboutPage })));
const PricingPage = lazy(() =>
  import('@/features/pricing/components/pricing-page').then((m) => ({ default: m.PricingPage })),
);
const FaqPage = lazy(() => import('@/features/faq/components/faq-page').then((m) => ({ default: m.FaqPage })));
const PrivacyPolicyPage = lazy(() =>
  import('@/features/legal/components/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import('@/features/legal/components/terms-of-service-page').then((m) => ({ default: m.TermsOfServicePage })),
);
const SecurityPage = lazy(() =>
  import('@/features/legal/components/security-page').then((m) => ({ default: m.SecurityPage })),
);
const DataHandlingPage = lazy(() =>
  import('@/features/legal/components/data-handling-page').then((m) => ({ default: m.DataHandlingPage })),
);
const LibraryPage = lazy(() =>
  import('@/features/library/components/library-page').then((m) => ({ default: m.LibraryPage })),
);
const LibraryDemoPage = lazy(() =>
  import('@/features/library-demo/components/library-demo-page').then((m) => ({ default: m.LibraryDemoPage })),
);
const DashboardPage = lazy(() => import('./dashboard-route').then((m) => ({ default: m.DashboardRoute })));
const OAuthResultPage = lazy(() =>
  import('@/features/oauth-result/components/oauth-result-page').then((m) => ({ default: m.OAuthResultPage })),
);
const SignOutPage = lazy(() =>
  import('@/features/auth/components/sign-out-page').then((m) => ({ default: m.SignOutPage })),
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

export const NotFoundPage = lazy(() =>
  import('@/features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const MaintenancePage = lazy(() =>
  import('@/features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
