import { createHash } from 'node:crypto';
import type { Logger } from '../lib/logger.js';
import type { Kysely } from 'kysely';
import type * as Client from 'openid-client';
import { loadOpenidClient } from '../lib/lazy-modules.js';
import { EmailSchema } from '../../common/schemas/auth.js';
import { MAIL_PROVIDERS, type MailProvider, type OAuthResultError } from '../../common/schemas/email-accounts.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { invalid } from '../lib/domain-error.js';
import { linkMethod, oauthConfiguration, PROVIDERS } from '../mail/providers.js';
import { saveOAuthAccount } from './email-accounts.js';

export const LINK_STATE_TTL_MS = 10 * 60 * 1000;

/** A failed link; `code` goes to the popup as /oauth-result?error=<code>. */
export class MailboxLinkError extends Error {
  constructor(readonly code: OAuthResultError) {
    super(code);
    this.name = 'MailboxLinkError';
  }
}

interface Deps {
  config: Config;
  db: Kysely<Database>;
  log: Logger;
}

type Tokens = Awaited<ReturnType<typeof Client.authorizationCodeGrant>>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const callbackUrl = (config: Config, provider: MailProvider) =>
  `${config.PUBLIC_URL}/api/email/oauth/callback/${provider}`;

/** Every mail provider with its label and how this server links it (OAuth, app password, or not at all). */
export const linkableProviders = (config: Config) =>
  MAIL_PROVIDERS.map((provider) => ({
    provider,
    label: PROVIDERS[provider].label,
    method: linkMethod(config, provider),
  }));

export const providerLabel = (provider: MailProvider) => PROVIDERS[provider].label;

/** Whether the provider is one linked by OAuth (and so has a callback). */
export const linksByOAuth = (provider: MailProvider) => PROVIDERS[provider].oauth !== undefined;

/** The OAuth settings of a provider this server can link by OAuth, or the 400 the client shows. */
function oauthOf(config: Config, provider: MailProvider) {
  const info = PROVIDERS[provider];
  const unsupported = `${info.label} Mail does not offer OAuth. Link it with an app-specific password.`;
  if (!info.oauth) throw invalid(unsupported, 'oauth_unsupported');
  if (!info.oauth.credentials(config)) {
    throw invalid(`${info.label} linking is not configured on this server.`, 'provider_not_configured');
  }
  return info.oauth;
}

/**
 * Authorization code + PKCE (S256) + state + nonce. The state is stored (hashed) with the user and
 * the session that asked, so only that signed-in browser session can complete the link.
 */
export async function startMailboxLink(
  { config, db }: Deps,
  who: { provider: MailProvider; userId: string; sessionId: string },
  now = Date.now(),
): Promise<string> {
  const client = await loadOpenidClient();
  const oauth = oauthOf(config, who.provider);
  const cfg = await oauthConfiguration(config, who.provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await db.deleteFrom('email_oauth_states').where('expires_at', '<=', now).execute();
  await db
    .insertInto('email_oauth_states')
    .values({
      state_hash: sha256(state),
      user_id: who.userId,
      session_id: who.sessionId,
      provider: who.provider,
      code_verifier: codeVerifier,
      nonce,
      created_at: now,
      expires_at: now + LINK_STATE_TTL_MS,
    })
    .execute();
  return client.buildAuthorizationUrl(cfg, {
    redirect_uri: callbackUrl(config, who.provider),
    scope: oauth.scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...oauth.authParams,
  }).href;
}

export interface CallbackInput {
  provider: MailProvider;
  /** The full callback URL as the browser requested it. */
  url: URL;
  userId: string | null;
  sessionId: string | null;
}

/** Takes the stored flow, once, and only for the user and session that began it. */
async function takeFlow(db: Kysely<Database>, input: CallbackInput, state: string, now: number) {
  const stateHash = sha256(state);
  const row = await db
    .selectFrom('email_oauth_states')
    .selectAll()
    .where('state_hash', '=', stateHash)
    .executeTakeFirst();
  // Someone else's state is refused without being consumed: a stranger cannot spoil the owner's link.
  const owned = row && row.user_id === input.userId && row.session_id === input.sessionId;
  if (!row || !owned || row.provider !== input.provider) throw new MailboxLinkError('invalid_state');
  const taken = await db.deleteFrom('email_oauth_states').where('state_hash', '=', stateHash).executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) throw new MailboxLinkError('invalid_state');
  if (row.expires_at <= now) throw new MailboxLinkError('session_expired');
  return row;
}

/** Completes the link from the callback; answers the linked mailbox address. */
export async function finishMailboxLink(deps: Deps, input: CallbackInput, now = Date.now()): Promise<string> {
  const client = await loadOpenidClient();
  const { config, db, log } = deps;
  const params = input.url.searchParams;
  const [state, error] = [params.get('state'), params.get('error')];
  if (error) {
    // The user said no at the provider (or it failed there): the flow is over either way.
    if (state && input.userId) await takeFlow(db, input, state, now).catch(() => undefined);
    throw new MailboxLinkError(error === 'access_denied' ? 'access_denied' : 'oauth_failed');
  }
  if (!state || !params.get('code')) throw new MailboxLinkError('missing_parameters');
  if (!input.userId || !input.sessionId) throw new MailboxLinkError('not_authenticated');
  const flow = await takeFlow(db, input, state, now);
  const cfg = await oauthConfiguration(config, input.provider);

  let tokens: Tokens;
  try {
    tokens = await client.authorizationCodeGrant(cfg, input.url, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (err) {
    const code = tokenErrorCode(client, err);
    log.warn({ provider: input.provider, code, reason: reasonOf(err) }, 'mailbox link failed at the token exchange');
    throw new MailboxLinkError(code);
  }
  const identity = { userId: input.userId, ...(await mailboxIdentity(deps, input.provider, cfg, tokens)) };
  const expiresIn = tokens.expiresIn();
  await saveOAuthAccount(db, config, identity, {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: expiresIn === undefined ? null : now + expiresIn * 1000,
    scope: tokens.scope ?? PROVIDERS[input.provider].oauth!.scope,
  });
  return identity.email;
}

function tokenErrorCode(client: typeof Client, err: unknown): OAuthResultError {
  let error: string | undefined;
  let status: number | undefined;
  if (err instanceof client.ResponseBodyError) [error, status] = [err.error, err.status];
  // A refused client_secret_basic comes back as a 401 with a WWW-Authenticate challenge.
  if (err instanceof client.WWWAuthenticateChallengeError) {
    [error, status] = [err.cause.map((c) => c.parameters.error).find(Boolean), err.status];
  }
  if (error === 'invalid_grant') return 'invalid_grant';
  if (error === 'invalid_client' || error === 'unauthorized_client' || status === 401) return 'invalid_client';
  return 'oauth_failed';
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The mailbox address: the ID token's email claim, else the provider's userinfo (Google, Yahoo)
 * or Microsoft Graph's /me (mail, or the sign-in name of a personal account).
 */
async function mailboxIdentity(deps: Deps, provider: MailProvider, cfg: Client.Configuration, tokens: Tokens) {
  const client = await loadOpenidClient();
  const { config, log } = deps;
  const claims = tokens.claims();
  let profile: Record<string, unknown> = { ...claims };
  try {
    if (!profile.email && provider === 'outlook') {
      const res = await fetch(`${config.GRAPH_API_URL}/me`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) {
        const me = (await res.json()) as { mail?: unknown; userPrincipalName?: unknown; displayName?: unknown };
        profile = { ...profile, email: me.mail ?? me.userPrincipalName, name: me.displayName };
      }
    } else if (!profile.email && claims && cfg.serverMetadata().userinfo_endpoint) {
      profile = { ...profile, ...(await client.fetchUserInfo(cfg, tokens.access_token, claims.sub)) };
    }
  } catch (err) {
    log.warn({ provider, reason: reasonOf(err) }, 'mailbox link: profile lookup failed');
  }
  const email = EmailSchema.safeParse(profile.email);
  if (!email.success) {
    log.warn({ provider }, 'mailbox link: the provider named no email address');
    throw new MailboxLinkError('oauth_failed');
  }
  const name = typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim().slice(0, 100) : null;
  return { provider, email: email.data, displayName: name };
}
