import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { authedNoBody, SESSION_COOKIE_NAME, tokenOf } from './auth-helpers.js';
import { MiniBrowser, type Page } from './mini-browser.js';
import { startOidcProvider, type TestAccountClaims, type TestOidcProvider } from './oidc-provider.js';

/**
 * One real oidc-provider standing in for Google, Microsoft and Yahoo (a client each, registered
 * for our callback and authenticating at the token endpoint the way that provider expects), plus a
 * tiny revoke endpoint that records what it is sent, standing in for Google's.
 */
export interface MailIdp {
  idp: TestOidcProvider;
  /** Env for the app under test: client ids, secrets and endpoint overrides for the three providers. */
  env: Record<string, string>;
  /** Form bodies posted to the revoke endpoint. */
  revoked: URLSearchParams[];
  /** Status the revoke endpoint answers with (200 unless a test changes it). */
  revokeStatus: { code: number };
  close(): Promise<void>;
}

export const OAUTH_PROVIDERS = ['gmail', 'outlook', 'yahoo'] as const;
export const clientSecretOf = (provider: string) => `${provider}-secret-0123456789abcdef`;

export async function startMailIdp(
  publicUrl: string,
  options: { rotate?: boolean; accounts?: Record<string, TestAccountClaims> } = {},
): Promise<MailIdp> {
  const clients = OAUTH_PROVIDERS.map((provider) => ({
    client_id: `${provider}-client`,
    client_secret: clientSecretOf(provider),
    redirect_uris: [`${publicUrl}/api/email/oauth/callback/${provider}`],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: provider === 'yahoo' ? 'client_secret_basic' : 'client_secret_post',
  }));
  const idp = await startOidcProvider({
    publicUrl,
    clients,
    claimsInIdToken: true,
    refreshTokens: { rotate: options.rotate ?? false },
    accounts: options.accounts,
  });

  const revoked: URLSearchParams[] = [];
  const revokeStatus = { code: 200 };
  const revokeServer: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      revoked.push(new URLSearchParams(body));
      res.writeHead(revokeStatus.code, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => revokeServer.listen(0, '127.0.0.1', resolve));
  const revokeUrl = `http://127.0.0.1:${(revokeServer.address() as AddressInfo).port}/revoke`;

  const { issuer } = idp;
  const env: Record<string, string> = {
    GOOGLE_CLIENT_ID: 'gmail-client',
    GOOGLE_CLIENT_SECRET: clientSecretOf('gmail'),
    GOOGLE_AUTH_URL: `${issuer}/auth`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/me`,
    GOOGLE_REVOKE_URL: revokeUrl,
    MICROSOFT_CLIENT_ID: 'outlook-client',
    MICROSOFT_CLIENT_SECRET: clientSecretOf('outlook'),
    MICROSOFT_AUTH_URL: `${issuer}/auth`,
    MICROSOFT_TOKEN_URL: `${issuer}/token`,
    YAHOO_CLIENT_ID: 'yahoo-client',
    YAHOO_CLIENT_SECRET: clientSecretOf('yahoo'),
    YAHOO_AUTH_URL: `${issuer}/auth`,
    YAHOO_TOKEN_URL: `${issuer}/token`,
    YAHOO_USERINFO_URL: `${issuer}/me`,
  };
  return {
    idp,
    env,
    revoked,
    revokeStatus,
    close: async () => {
      revokeServer.closeAllConnections();
      await new Promise<void>((resolve) => revokeServer.close(() => resolve()));
      await idp.close();
    },
  };
}

/** Asks the app for the authorization URL as the signed-in user (cookie) would. */
export async function startLink(app: FastifyInstance, cookie: string, provider: string) {
  return app.inject({ method: 'POST', url: `/api/email/oauth/auth/${provider}`, headers: authedNoBody(cookie) });
}

/** A browser signed in to the app with `cookie`, as the popup is. */
export function popupFor(app: FastifyInstance, publicUrl: string, cookie: string): MiniBrowser {
  const browser = new MiniBrowser(app, publicUrl);
  browser.cookies(publicUrl).set(SESSION_COOKIE_NAME, tokenOf(cookie));
  return browser;
}

/**
 * Walks the popup: provider login (any name) and consent, up to the redirect to our callback,
 * which is returned unfollowed. `abort` cancels at the provider instead (access_denied).
 */
export async function authorizeAtProvider(
  browser: MiniBrowser,
  publicUrl: string,
  authUrl: string,
  login: string,
  { abort = false } = {},
): Promise<string> {
  const toApp = (u: URL) => u.origin === publicUrl;
  let page: Page = await browser.go(authUrl, {}, toApp);
  if (abort) {
    const cancel = /href="([^"]*\/abort)"/.exec(page.body);
    if (!cancel) throw new Error(`no abort link on ${page.url}`);
    page = await browser.go(new URL(cancel[1]!, page.url).href, {}, toApp);
  } else {
    page = await browser.submit(page, { login, password: 'ignored' }, toApp);
    if (page.body.includes('name="prompt" value="consent"')) page = await browser.submit(page, {}, toApp);
  }
  expect(page.location, `ended on ${page.url}: ${page.body.slice(0, 200)}`).toMatch(/\/api\/email\/oauth\/callback\//);
  return page.location!;
}

/** The whole link as the user's popup does it; answers the final /oauth-result location. */
export async function linkMailbox(
  app: FastifyInstance,
  publicUrl: string,
  cookie: string,
  provider: string,
  login: string,
): Promise<string> {
  const start = await startLink(app, cookie, provider);
  expect(start.statusCode, start.body).toBe(200);
  const browser = popupFor(app, publicUrl, cookie);
  const callback = await authorizeAtProvider(browser, publicUrl, start.json().authUrl, login);
  const done = await browser.request(callback);
  expect(done.status).toBe(302);
  return done.location!;
}
