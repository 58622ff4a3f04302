import type * as Client from 'openid-client';
import { loadOpenidClient } from '../lib/lazy-modules.js';
import { MAIL_PROVIDER_LABELS, type LinkMethod, type MailProvider } from '../../common/schemas/email-accounts.js';
import type { Config } from '../config.js';
import { allowsInsecureIssuer } from '../lib/insecure-issuer.js';

/**
 * The mail providers: how each is linked, which scopes it needs, where its endpoints are, and how
 * mail is sent through it. Why each transport: docs/decisions/013-mailbox-linking.md.
 */
export type Transport =
  /** Gmail API (users.messages.send / list) at GMAIL_API_URL, with the OAuth access token. */
  | 'gmail_api'
  /** Microsoft Graph (/me/sendMail, /me/messages) at GRAPH_API_URL, with the OAuth access token. */
  | 'graph'
  /** IMAP and SMTP, with XOAUTH2 (an OAuth account) or the app password. */
  | 'imap_smtp';

export interface MailServer {
  host: string;
  port: number;
}

interface OAuthProvider {
  scope: string;
  /** Extra authorization parameters: Google returns a refresh token only with offline + consent. */
  authParams: Record<string, string>;
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'post' | 'basic';
  credentials(config: Config): { clientId: string; clientSecret: string } | undefined;
}

interface ProviderInfo {
  label: string;
  transport: Transport;
  oauth?: OAuthProvider;
  /** IMAP/SMTP hosts for app passwords (and XOAUTH2). */
  servers?(config: Config): { imap: MailServer; smtp: MailServer };
  /** What the provider calls the password a third-party client uses. */
  appPasswordName?: string;
}

const pair = (id: string | undefined, secret: string | undefined) =>
  id && secret ? { clientId: id, clientSecret: secret } : undefined;

export const PROVIDERS: Record<MailProvider, ProviderInfo> = {
  gmail: {
    label: MAIL_PROVIDER_LABELS.gmail,
    transport: 'gmail_api',
    oauth: {
      scope: 'openid email https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly',
      authParams: { access_type: 'offline', prompt: 'consent' },
      tokenAuth: 'post',
      credentials: (c) => pair(c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET),
    },
  },
  outlook: {
    label: MAIL_PROVIDER_LABELS.outlook,
    transport: 'graph',
    oauth: {
      scope: 'openid email offline_access User.Read Mail.Send Mail.Read',
      authParams: {},
      tokenAuth: 'post',
      credentials: (c) => pair(c.MICROSOFT_CLIENT_ID, c.MICROSOFT_CLIENT_SECRET),
    },
  },
  yahoo: {
    label: MAIL_PROVIDER_LABELS.yahoo,
    transport: 'imap_smtp',
    // Yahoo grants mail scopes (IMAP/SMTP over XOAUTH2) to approved apps only; others use app passwords.
    oauth: {
      scope: 'openid email mail-w',
      authParams: {},
      tokenAuth: 'basic',
      credentials: (c) => pair(c.YAHOO_CLIENT_ID, c.YAHOO_CLIENT_SECRET),
    },
    servers: (c) => ({
      imap: { host: c.YAHOO_IMAP_HOST, port: c.YAHOO_IMAP_PORT },
      smtp: { host: c.YAHOO_SMTP_HOST, port: c.YAHOO_SMTP_PORT },
    }),
    appPasswordName: 'app password',
  },
  icloud: {
    label: MAIL_PROVIDER_LABELS.icloud,
    transport: 'imap_smtp',
    // No OAuth for iCloud Mail: third-party clients use an app-specific password.
    servers: (c) => ({
      imap: { host: c.ICLOUD_IMAP_HOST, port: c.ICLOUD_IMAP_PORT },
      smtp: { host: c.ICLOUD_SMTP_HOST, port: c.ICLOUD_SMTP_PORT },
    }),
    appPasswordName: 'app-specific password',
  },
};

export function linkMethod(config: Config, provider: MailProvider): LinkMethod {
  const info = PROVIDERS[provider];
  if (info.oauth?.credentials(config)) return 'oauth';
  return info.servers ? 'app_password' : 'unavailable';
}

interface Endpoints extends Client.ServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  revocation_endpoint?: string;
}

/** Issuer of an overridden authorization server: the origin of its authorization URL. */
const originOf = (url: string) => new URL(url).origin;

/** The provider's endpoints, or undefined for Microsoft's own, which is discovered (see below). */
export function oauthEndpoints(config: Config, provider: MailProvider): Endpoints | undefined {
  switch (provider) {
    case 'gmail': {
      const auth = config.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth';
      return {
        issuer: config.GOOGLE_AUTH_URL ? originOf(auth) : 'https://accounts.google.com',
        authorization_endpoint: auth,
        token_endpoint: config.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
        userinfo_endpoint: config.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
        revocation_endpoint: config.GOOGLE_REVOKE_URL ?? 'https://oauth2.googleapis.com/revoke',
      };
    }
    case 'yahoo': {
      const auth = config.YAHOO_AUTH_URL ?? 'https://api.login.yahoo.com/oauth2/request_auth';
      return {
        issuer: config.YAHOO_AUTH_URL ? originOf(auth) : 'https://api.login.yahoo.com',
        authorization_endpoint: auth,
        token_endpoint: config.YAHOO_TOKEN_URL ?? 'https://api.login.yahoo.com/oauth2/get_token',
        userinfo_endpoint: config.YAHOO_USERINFO_URL ?? 'https://api.login.yahoo.com/openid/v1/userinfo',
      };
    }
    case 'outlook': {
      if (!config.MICROSOFT_AUTH_URL && !config.MICROSOFT_TOKEN_URL) return undefined;
      const base = `https://login.microsoftonline.com/${config.MICROSOFT_TENANT}/oauth2/v2.0`;
      const auth = config.MICROSOFT_AUTH_URL ?? `${base}/authorize`;
      return {
        issuer: originOf(auth),
        authorization_endpoint: auth,
        token_endpoint: config.MICROSOFT_TOKEN_URL ?? `${base}/token`,
      };
    }
    case 'icloud':
      return undefined;
  }
}

const configurations = new WeakMap<Config, Map<MailProvider, Promise<Client.Configuration>>>();

/**
 * openid-client's Configuration for a provider, made once per app. Google and Yahoo are built from
 * their known endpoints. Microsoft's is discovered: with the 'common' tenant each ID token carries
 * the user's own tenant as issuer, which openid-client validates only for a discovered Entra ID.
 */
export function oauthConfiguration(config: Config, provider: MailProvider): Promise<Client.Configuration> {
  let cache = configurations.get(config);
  if (!cache) configurations.set(config, (cache = new Map()));
  let made = cache.get(provider);
  if (!made) {
    made = makeConfiguration(config, provider).catch((err: unknown) => {
      cache.delete(provider); // try again next time rather than keep the failure
      throw err;
    });
    cache.set(provider, made);
  }
  return made;
}

async function makeConfiguration(config: Config, provider: MailProvider): Promise<Client.Configuration> {
  const client = await loadOpenidClient();
  const oauth = PROVIDERS[provider].oauth;
  const creds = oauth?.credentials(config);
  if (!oauth || !creds) throw new Error(`${provider} OAuth is not configured`);
  const auth =
    oauth.tokenAuth === 'post'
      ? client.ClientSecretPost(creds.clientSecret)
      : client.ClientSecretBasic(creds.clientSecret);
  const endpoints = oauthEndpoints(config, provider);
  if (!endpoints) {
    const issuer = new URL(`https://login.microsoftonline.com/${config.MICROSOFT_TENANT}/v2.0`);
    return client.discovery(issuer, creds.clientId, { client_secret: creds.clientSecret }, auth, { timeout: 10 });
  }
  const cfg = new client.Configuration(endpoints, creds.clientId, { client_secret: creds.clientSecret }, auth);
  // Plain http only for a local test server outside production (as for the sign-in provider).
  if (allowsInsecureIssuer(config, new URL(endpoints.token_endpoint))) client.allowInsecureRequests(cfg);
  return cfg;
}
