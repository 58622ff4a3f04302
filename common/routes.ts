/**
 * Every path the client's router renders. The server answers these with the app shell and 200;
 * any other non-API path still gets the shell (which renders the 404 page) but with status 404.
 * The client's router is built from this list (client/src/app/lazy-pages.ts maps each path to its
 * page), so the server and the router cannot disagree about which paths exist.
 */
export const CLIENT_ROUTES = [
  '/',
  '/dashboard',
  '/settings',
  '/admin',
  '/oauth-result',
  '/sign-out',
  '/library',
  '/library-demo',
  '/about',
  '/pricing',
  '/faqs',
  '/privacy-policy',
  '/terms-of-service',
  '/security',
  '/data-handling',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

const known = new Set<string>(CLIENT_ROUTES);

export function isClientRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return known.has(trimmed);
}
