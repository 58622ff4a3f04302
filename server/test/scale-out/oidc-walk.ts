import { MiniBrowser } from '../mini-browser.js';

/**
 * The provider's side of an OpenID sign-in as a browser walks it: from the authorization URL the
 * app redirected to, through the development login and consent forms of oidc-provider
 * (server/test/oidc-provider.ts), to the redirect back to the app's callback, which is returned
 * unvisited so the test decides which instance receives it.
 */
export async function walkProvider(authorizationUrl: string, login: string, appOrigin: string): Promise<string> {
  const browser = new MiniBrowser(undefined, appOrigin);
  const toApp = (url: URL) => url.origin === appOrigin;
  let page = await browser.go(authorizationUrl, {}, toApp);
  // The login form asks for a name (any is accepted); the consent form has hidden fields only.
  for (let step = 0; step < 5 && !page.location; step++) {
    page = await browser.submit(page, /name="login"/.test(page.body) ? { login, password: 'ignored' } : {}, toApp);
  }
  if (!page.location) throw new Error(`no redirect to the app from ${page.url}: ${page.body.slice(0, 300)}`);
  return new URL(page.location, page.url).href;
}
