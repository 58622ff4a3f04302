import { useEffect } from 'react';
import type { ClientRoute } from '@common/routes';

/** Keyed by the route list, so a new route cannot be added without its title. */
const TITLES: Record<ClientRoute, string> = {
  '/': 'AI Agent Operations',
  '/dashboard': 'Dashboard',
  '/library': 'Agent Library',
  '/library-demo': 'Agent Demo',
  '/about': 'About',
  '/pricing': 'Pricing',
  '/faqs': 'FAQ',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/security': 'Security',
  '/data-handling': 'Data Handling',
  '/oauth-result': 'Account Connection',
  '/settings': 'Account Settings',
  '/admin': 'Admin Console',
  '/sign-out': 'Sign Out',
};

/** One title per route, so tabs, history and screen readers name the page. */
export function useDocumentTitle(pathname: string): void {
  useEffect(() => {
    const title = (TITLES as Record<string, string | undefined>)[pathname];
    // Unknown paths: the 404 page sets its own title.
    if (title) document.title = `${title} · AgentOps`;
  }, [pathname]);
}
