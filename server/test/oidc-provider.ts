import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

/**
 * A real OpenID Provider (oidc-provider) on 127.0.0.1 for tests, API and browser alike. Its
 * development interactions accept any login name (the password is ignored) and then ask for
 * consent; the login name becomes the account's `sub`.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Env for the app under test: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  /** Serve the email from userinfo only, never in the ID token (as providers that keep ID tokens small do). */
  emailInUserinfoOnly?: boolean;
}

export interface StartOptions {
  /** The app's PUBLIC_URL; the client is registered for `${publicUrl}/api/callback`. */
  publicUrl: string;
  port?: number;
  /** Claims per login name; other names get `<name>@example.test`, verified, and no names. */
  accounts?: Record<string, TestAccountClaims>;
  /** More clients, e.g. one per mail provider, each with its own redirect URIs and token auth method. */
  clients?: Record<string, unknown>[];
  /** Put the claims of the granted scopes (email...) into ID tokens too, as Google and Microsoft do. */
  claimsInIdToken?: boolean;
  /**
   * Refresh tokens for every client allowed the refresh_token grant (Google issues them on
   * access_type=offline, which oidc-provider does not know); `rotate` makes each one single-use,
   * as Microsoft's are.
   */
  refreshTokens?: { rotate: boolean };
}

export async function startOidcProvider(options: StartOptions): Promise<TestOidcProvider> {
  const clientId = 'agentops-test';
  const clientSecret = 'agentops-test-secret-0123456789';
  // The issuer must be known before the provider exists, so the port is bound first.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.publicUrl}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      ...(options.clients ?? []),
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    cookies: { keys: ['oidc-test-cookie-key'] },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    ...(options.claimsInIdToken ? { conformIdTokenClaims: false } : {}),
    ...(options.refreshTokens
      ? {
          issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
            client.grantTypeAllowed('refresh_token'),
          rotateRefreshToken: () => options.refreshTokens!.rotate,
        }
      : {}),
    async findAccount(_ctx: unknown, sub: string): Promise<Account> {
      const configured = options.accounts?.[sub];
      const { emailInUserinfoOnly, ...claims } = configured ?? { email: `${sub}@example.test`, email_verified: true };
      return {
        accountId: sub,
        claims: (use: string) => {
          if (emailInUserinfoOnly && use !== 'userinfo') return { sub, ...claims, email: undefined };
          return { sub, ...claims };
        },
      };
    },
  });
  // Failed requests are expected in error-path tests; keep them out of the output.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
