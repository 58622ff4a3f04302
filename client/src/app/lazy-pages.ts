import { lazy } from 'react';

// Each page is its own chunk, so the landing page ships only what it needs.
export const HomePage = lazy(() =>
  import('@/features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
export const SettingsPage = lazy(() => import('./settings-route').then((m) => ({ default: m.SettingsRoute })));
export const AboutPage = lazy(() =>
  import('@/features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
);
export const PricingPage = lazy(() =>
  import('@/features/pricing/components/pricing-page').then((m) => ({ default: m.PricingPage })),
);
export const FaqPage = lazy(() => import('@/features/faq/components/faq-page').then((m) => ({ default: m.FaqPage })));
export const PrivacyPolicyPage = lazy(() =>
  import('@/features/legal/components/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);
export const TermsOfServicePage = lazy(() =>
  import('@/features/legal/components/terms-of-service-page').then((m) => ({ default: m.TermsOfServicePage })),
);
export const SecurityPage = lazy(() =>
  import('@/features/legal/components/security-page').then((m) => ({ default: m.SecurityPage })),
);
export const DataHandlingPage = lazy(() =>
  import('@/features/legal/components/data-handling-page').then((m) => ({ default: m.DataHandlingPage })),
);
export const LibraryPage = lazy(() =>
  import('@/features/library/components/library-page').then((m) => ({ default: m.LibraryPage })),
);
export const LibraryDemoPage = lazy(() =>
  import('@/features/library-demo/components/library-demo-page').then((m) => ({ default: m.LibraryDemoPage })),
);
export const DashboardPage = lazy(() => import('./dashboard-route').then((m) => ({ default: m.DashboardRoute })));
export const OAuthResultPage = lazy(() =>
  import('@/features/oauth-result/components/oauth-result-page').then((m) => ({ default: m.OAuthResultPage })),
);
export const SignOutPage = lazy(() =>
  import('@/features/auth/components/sign-out-page').then((m) => ({ default: m.SignOutPage })),
);
export const NotFoundPage = lazy(() =>
  import('@/features/not-found/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const MaintenancePage = lazy(() =>
  import('@/features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
