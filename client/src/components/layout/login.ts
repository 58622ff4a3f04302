/**
 * LOGIN in the header and the mobile menu: the page's own sign-in (the landing and library pages
 * open the dialog) when it gives one, otherwise the server's sign-in route.
 */
export function login(onLogin?: () => void): void {
  if (onLogin) onLogin();
  else window.location.href = '/api/login';
}
