import { useEffect } from 'react';
import type { ClientRoute } from '@common/routes';
import { useLocale } from '@/lib/i18n/i18n';
import { useT, type LayoutKey } from '@/components/layout/i18n';

/** Keyed by the route list, so a new route cannot be added without its title. */
const TITLES: Record<ClientRoute, LayoutKey> = {
  '/': 'layout.title.home',
  '/dashboard': 'layout.title.dashboard',
  '/library': 'layout.title.library',
  '/library-demo': 'layout.title.demo',
  '/about': 'layout.title.about',
  '/pricing': 'layout.title.pricing',
  '/faqs': 'layout.title.faqs',
  '/privacy-policy': 'layout.title.privacy',
  '/terms-of-service': 'layout.title.terms',
  '/security': 'layout.title.security',
  '/data-handling': 'layout.title.data',
  '/oauth-result': 'layout.title.oauth',
  '/settings': 'layout.title.settings',
  '/admin': 'layout.title.admin',
  '/sign-out': 'layout.title.signOut',
};

/** One title per route, so tabs, history and screen readers name the page. */
export function useDocumentTitle(pathname: string): void {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    const title = (TITLES as Record<string, LayoutKey | undefined>)[pathname];
    // Unknown paths: the 404 page sets its own title.
    if (title) document.title = `${t(title)} · AgentOps`;
  }, [pathname, t, locale]);
}
