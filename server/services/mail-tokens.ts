import type { Kysely } from 'kysely';
import type * as Client from 'openid-client';
import { loadOpenidClient } from '../lib/lazy-modules.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { cryptoBoxFor } from '../lib/crypto-box.js';
import { oauthConfiguration, PROVIDERS } from '../mail/providers.js';
import { pauseForAccount } from './automation-safeguards.js';
import { secretContext, type EmailAccountRow } from './email-accounts.js';

/** A token this close to its expiry is refreshed first, so it cannot run out mid-request. */
export const REFRESH_MARGIN_MS = 2 * 60 * 1000;

export class MailTokenError extends Error {
  constructor(
    readonly code: 'account_not_found' | 'reauth_required' | 'refresh_failed',
    message: string,
  ) {
    super(message);
    this.name = 'MailTokenError';
  }
}

const reauth = (row: EmailAccountRow) =>
  new MailTokenError(
    'reauth_required',
    `Reconnect your ${PROVIDERS[row.provider].label} account: access was revoked or expired.`,
  );

/**
 * How long a refused refresh waits for another instance's concurrent refresh to land before the
 * account is marked for reconnection (a strictly rotating provider refuses the loser's old token).
 */
export const REAUTH_GRACE_MS = 1500;

/** Refreshes in flight in this process, per database and account: parallel callers share one. */
const inFlight = new WeakMap<Kysely<Database>, Map<string, Promise<string>>>();

/**
 * The account's access token, refreshed first when it expires within REFRESH_MARGIN_MS. Callers
 * in this process share one refresh; across processes the version check in `refreshAccessToken`
 * keeps two refreshes from overwriting each other.
 */
export async function getAccessToken(
  db: Kysely<Database>,
  config: Config,
  accountId: string,
  now = Date.now(),
): Promise<string> {
  const row = await readAccount(db, accountId);
  if (row.token_expires_at === null || row.token_expires_at - now > REFRESH_MARGIN_MS) return openAccess(config, row);
  let running = inFlight.get(db);
  if (!running) inFlight.set(db, (running = new Map()));
  const pending = running.get(accountId);
  if (pending) return pending;
  const refresh = refreshAccessToken(db, config, row).finally(() => running.delete(accountId));
  running.set(accountId, refresh);
  return refresh;
}

async function readAccount(db: Kysely<Database>, accountId: string): Promise<EmailAccountRow> {
  const row = await db.selectFrom('email_accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!row || row.auth_type !== 'oauth') throw new MailTokenError('account_not_found', 'Email account not found');
  if (row.needs_reauth === 1 || row.is_active !== 1 || !row.access_token_enc) throw reauth(row);
  return row;
}

function openAccess(config: Config, row: EmailAccountRow): string {
  return cryptoBoxFor(config).open(row.access_token_enc!, secretContext(row.user_id, 'access_token_enc'));
}

/**
 * Refreshes from `row` (as read) and stores the result only if nobody changed the tokens since:
 * `where token_version = <read version>`, incrementing it. The loser of a race re-reads and uses
 * the winner's token. Microsoft rotates the refresh token on every use, so the new one is stored in
 * the same update as the access token.
 */
export async function refreshAccessToken(db: Kysely<Database>, config: Config, row: EmailAccountRow): Promise<string> {
  const client = await loadOpenidClient();
  const box = cryptoBoxFor(config);
  if (!row.refresh_token_enc) return markNeedsReauth(db, config, row);
  const refreshToken = box.open(row.refresh_token_enc, secretContext(row.user_id, 'refresh_token_enc'));
  let tokens: Awaited<ReturnType<typeof Client.refreshTokenGrant>>;
  try {
    tokens = await client.refreshTokenGrant(await oauthConfiguration(config, row.provider), refreshToken);
  } catch (err) {
    if (err instanceof client.ResponseBodyError && err.error === 'invalid_grant') {
      if (await replacedMeanwhile(db, row)) return winnersToken(db, config, row);
      return markNeedsReauth(db, config, row);
    }
    throw new MailTokenError(
      'refresh_failed',
      `Could not refresh access to your ${PROVIDERS[row.provider].label} account. Please try again later.`,
    );
  }
  const now = Date.now();
  const expiresIn = tokens.expiresIn();
  const updated = await db
    .updateTable('email_accounts')
    .set({
      access_token_enc: box.seal(tokens.access_token, secretContext(row.user_id, 'access_token_enc')),
      refresh_token_enc: tokens.refresh_token
        ? box.seal(tokens.refresh_token, secretContext(row.user_id, 'refresh_token_enc'))
        : row.refresh_token_enc,
      token_expires_at: expiresIn === undefined ? null : now + expiresIn * 1000,
      scope: tokens.scope ?? row.scope,
      token_version: row.token_version + 1,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .where('token_version', '=', row.token_version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return tokens.access_token;
  return winnersToken(db, config, row);
}

/** Someone else wrote the tokens after `row` was read: theirs are the ones to use. */
async function winnersToken(db: Kysely<Database>, config: Config, row: EmailAccountRow): Promise<string> {
  const current = await readAccount(db, row.id);
  return openAccess(config, current);
}

/** True once another writer has changed the tokens since `row` was read (polls up to REAUTH_GRACE_MS). */
async function replacedMeanwhile(db: Kysely<Database>, row: EmailAccountRow): Promise<boolean> {
  const deadline = Date.now() + REAUTH_GRACE_MS;
  for (;;) {
    const current = await db
      .selectFrom('email_accounts')
      .select('token_version')
      .where('id', '=', row.id)
      .executeTakeFirst();
    if (!current || current.token_version !== row.token_version) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The provider refused the refresh token, and no other refresh replaced it: the account must be
 * linked again: inactive, needs_reauth, and a message that says so. (If a writer slips in between,
 * its token is used instead.)
 */
async function markNeedsReauth(db: Kysely<Database>, config: Config, row: EmailAccountRow): Promise<string> {
  const marked = await db
    .updateTable('email_accounts')
    .set({ needs_reauth: 1, is_active: 0, token_version: row.token_version + 1, updated_at: Date.now() })
    .where('id', '=', row.id)
    .where('token_version', '=', row.token_version)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 1) {
    // Its automations pause until the account is linked again (linking resumes them).
    await pauseForAccount(db, row.id, Date.now());
    throw reauth(row);
  }
  return winnersToken(db, config, row);
}
