import { createHash, timingSafeEqual } from 'node:crypto';
import { allowsInsecureIssuer } from '../lib/insecure-issuer.js';
import type { Logger } from '../lib/logger.js';
import type { Kysely } from 'kysely';
import type * as Client from 'openid-client';
import { loadOpenidClient } from '../lib/lazy-modules.js';
import { EmailSchema, type LoginErrorCode } from '../../common/schemas/auth.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { DomainError } from '../lib/domain-error.js';
import { isUniqueViolation } from '../db/errors.js';
import { createUser, findUserByEmail, takeOverUnprovenAccount, type UserRow } from './users.js';

export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

/** A failed external sign-in; `code` goes to the browser as /?login_error=<code>. */
export class OidcLoginError extends Error {
  constructor(
    readonly code: LoginErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'OidcLoginError';
  }
}

export const oidcEnabled = (config: Config) => Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(sha256(a)), Buffer.from(sha256(b))];
  return timingSafeEqual(x, y);
}

interface Deps {
  config: Config;
  db: Kysely<Database>;
  log: Logger;
}

export type OidcLogin = ReturnType<typeof createOidcLogin>;

/**
 * Authorization code flow with PKCE (S256), state and nonce. What the callback needs is kept in
 * oidc_login_states, keyed by a hash of the state, so any instance can finish a sign-in another
 * began. The state is also put in a short cookie by the route, which ties the flow to the browser
 * that began it (no one can finish their own sign-in in someone else's browser).
 */
export function createOidcLogin({ config, db, log }: Deps) {
  const redirectUri = `${config.PUBLIC_URL}/api/callback`;
  let discovered: Promise<Client.Configuration> | undefined;

  function configuration(): Promise<Client.Configuration> {
    discovered ??= discover().catch((err: unknown) => {
      discovered = undefined; // try again on the next sign-in rather than caching the failure
      throw err;
    });
    return discovered;
  }

  async function discover(): Promise<Client.Configuration> {
    const client = await loadOpenidClient();
    const issuer = new URL(config.OIDC_ISSUER!);
    const secret = config.OIDC_CLIENT_SECRET;
    return client.discovery(
      issuer,
      config.OIDC_CLIENT_ID!,
      secret ? { client_secret: secret } : undefined,
      // client_secret_basic is the OpenID default every provider accepts; without a secret, PKCE alone.
      secret ? client.ClientSecretBasic(secret) : client.None(),
      allowsInsecureIssuer(config, issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }

  async function start(now = Date.now()): Promise<{ url: string; state: string }> {
    const client = await loadOpenidClient();
    const cfg = await configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await db.deleteFrom('oidc_login_states').where('expires_at', '<=', now).execute();
    await db
      .insertInto('oidc_login_states')
      .values({
        state_hash: sha256(state),
        code_verifier: codeVerifier,
        nonce,
        created_at: now,
        expires_at: now + OIDC_STATE_TTL_MS,
      })
      .execute();
    const url = client.buildAuthorizationUrl(cfg, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /** Takes the stored flow for this state, once: a second callback with the same state fails. */
  async function takeFlow(state: string, now: number) {
    const stateHash = sha256(state);
    const row = await db
      .selectFrom('oidc_login_states')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .executeTakeFirst();
    if (!row) throw new OidcLoginError('invalid_state');
    const taken = await db.deleteFrom('oidc_login_states').where('state_hash', '=', stateHash).executeTakeFirst();
    if (Number(taken.numDeletedRows) !== 1) throw new OidcLoginError('invalid_state');
    if (row.expires_at <= now) throw new OidcLoginError('session_expired');
    return row;
  }

  /** Completes the flow from the callback URL and answers the user to sign in. */
  async function finish(callbackUrl: URL, browserState: string | undefined, now = Date.now()): Promise<UserRow> {
    const client = await loadOpenidClient();
    const params = callbackUrl.searchParams;
    const error = params.get('error');
    if (error) throw new OidcLoginError(error === 'access_denied' ? 'access_denied' : 'oauth_failed');
    const state = params.get('state');
    if (!state || !params.get('code')) throw new OidcLoginError('missing_parameters');
    if (!browserState || !sameText(browserState, state)) throw new OidcLoginError('invalid_state');
    const flow = await takeFlow(state, now);

    const cfg = await configuration();
    let tokens: Awaited<ReturnType<typeof Client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      const code =
        err instanceof client.ResponseBodyError && err.error === 'invalid_grant' ? 'invalid_grant' : 'oauth_failed';
      log.warn(
        { code, reason: err instanceof Error ? err.message : String(err) },
        'OpenID sign-in failed at the token exchange',
      );
      throw new OidcLoginError(code);
    }
    const idToken = tokens.claims();
    if (!idToken) throw new OidcLoginError('oauth_failed');
    // Providers often keep email and names out of the ID token and serve them from userinfo.
    const profile: Record<string, unknown> = idToken.email
      ? { ...idToken }
      : { ...idToken, ...(await client.fetchUserInfo(cfg, tokens.access_token, idToken.sub)) };
    return findOrCreateUser(cfg.serverMetadata().issuer, idToken.sub, profile, now);
  }

  /**
   * Users are keyed by (issuer, sub). A first sign-in creates the account (no password), or, when
   * the provider says it verified the address, takes the account with that address: linked as it
   * is when its address was already proven, taken over (every earlier way in removed) when it was
   * never proven, since then whoever set it up may be someone else (decision 016).
   */
  async function findOrCreateUser(issuer: string, sub: string, profile: Record<string, unknown>, now: number) {
    const byIdentity = () =>
      db
        .selectFrom('users')
        .selectAll()
        .where('oidc_issuer', '=', issuer)
        .where('oidc_sub', '=', sub)
        .executeTakeFirst();
    const known = await byIdentity();
    if (known) return known;

    const email = EmailSchema.safeParse(profile.email);
    if (!email.success) throw new OidcLoginError('email_missing');
    const existing = await findUserByEmail(db, email.data);
    if (existing) {
      if (profile.email_verified !== true) throw new OidcLoginError('account_exists');
      if (existing.email_verified_at === null) {
        const taken = await takeOverUnprovenAccount(db, existing, { issuer, sub }, now).catch((err: unknown) => {
          // A parallel callback for the same person got there first.
          if (isUniqueViolation(err)) return undefined;
          throw err;
        });
        if (taken) {
          log.warn({ userId: taken.id }, 'account with an unproven address taken over by a verified OpenID sign-in');
          return taken;
        }
        const raced = await byIdentity();
        if (raced) return raced;
        throw new OidcLoginError('account_exists');
      }
      if (existing.oidc_issuer !== null) throw new OidcLoginError('account_exists');
      await db
        .updateTable('users')
        .set({ oidc_issuer: issuer, oidc_sub: sub, email_verified_at: now, updated_at: now })
        .where('id', '=', existing.id)
        .where('oidc_issuer', 'is', null)
        .execute();
      return { ...existing, oidc_issuer: issuer, oidc_sub: sub, email_verified_at: now };
    }
    const [firstName, lastName] = names(profile);
    try {
      return await createUser(
        db,
        {
          email: email.data,
          firstName,
          lastName,
          passwordHash: null,
          emailVerified: profile.email_verified === true,
          oidcIssuer: issuer,
          oidcSub: sub,
        },
        now,
      );
    } catch (err) {
      // A parallel callback for the same person created it first.
      if (err instanceof DomainError && err.kind === 'conflict') {
        const raced = await byIdentity();
        if (raced) return raced;
        throw new OidcLoginError('account_exists');
      }
      throw err;
    }
  }

  return { redirectUri, start, finish };
}

function names(profile: Record<string, unknown>): [string | null, string | null] {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
  const given = text(profile.given_name);
  const family = text(profile.family_name);
  if (given || family) return [given, family];
  const full = text(profile.name);
  if (!full) return [null, null];
  const space = full.indexOf(' ');
  return space < 0 ? [full, null] : [full.slice(0, space), full.slice(space + 1).trim() || null];
}
