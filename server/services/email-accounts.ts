import { randomUUID } from 'node:crypto';
import type { Logger } from '../lib/logger.js';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { keysetPage, positionOf, toPage, type Page } from '../db/keyset.js';
import type { EmailAccount, MailProvider } from '../../common/schemas/email-accounts.js';
import type { Config } from '../config.js';
import type { Database, EmailAccountTable } from '../db/schema.js';
import { cryptoBoxFor } from '../lib/crypto-box.js';
import { conflict, notFound } from '../lib/domain-error.js';
import { checkMailboxLogin, type MailboxCredentials } from '../mail/connection-check.js';
import { oauthEndpoints, PROVIDERS } from '../mail/providers.js';
import { pauseForAccount, resumeForAccount } from './automation-safeguards.js';

export type EmailAccountRow = Selectable<EmailAccountTable>;
type SecretColumn = 'access_token_enc' | 'refresh_token_enc' | 'app_password_enc';

/** Associated data for a sealed secret: it opens only in that column of that user's rows. */
export const secretContext = (userId: string, column: SecretColumn) => `email_accounts:${column}:${userId}`;

export function toEmailAccount(row: EmailAccountRow): EmailAccount {
  return {
    id: row.id,
    provider: row.provider,
    email: row.email,
    displayName: row.display_name,
    isActive: row.is_active === 1,
    syncEnabled: row.sync_enabled === 1,
    lastSyncAt: row.last_sync_at === null ? null : new Date(row.last_sync_at).toISOString(),
    needsReauth: row.needs_reauth === 1,
    authType: row.auth_type,
  };
}

/** A page of the caller's accounts, oldest first (the list route). */
export async function listAccountPage(
  db: Kysely<Database>,
  userId: string,
  page: PageQuery,
): Promise<Page<EmailAccountRow>> {
  const rows = await db
    .selectFrom('email_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .$call(keysetPage('created_at', 'id', 'asc', page))
    .execute();
  return toPage(rows, page.limit, positionOf('created_at'));
}

export function listAccounts(db: Kysely<Database>, userId: string): Promise<EmailAccountRow[]> {
  return db
    .selectFrom('email_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The caller's own account, or a 404 (another user's id looks exactly like an unknown one). */
export async function findOwnAccount(db: Kysely<Database>, userId: string, id: string): Promise<EmailAccountRow> {
  const row = await db
    .selectFrom('email_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Email account not found', 'account_not_found');
  return row;
}

interface Identity {
  userId: string;
  provider: MailProvider;
  email: string;
  displayName: string | null;
}

export interface OAuthGrant {
  accessToken: string;
  refreshToken: string | undefined;
  expiresAt: number | null;
  scope: string | null;
}

type Secrets = Pick<EmailAccountTable, SecretColumn | 'token_expires_at' | 'scope' | 'auth_type'>;

/**
 * One row per (user, provider, address): linking again replaces the credentials, makes the account
 * active again and bumps token_version so a refresh in flight cannot overwrite the new tokens.
 */
async function upsert(db: Kysely<Database>, who: Identity, secrets: Secrets, now: number): Promise<EmailAccountRow> {
  const row = await db
    .insertInto('email_accounts')
    .values({
      id: randomUUID(),
      user_id: who.userId,
      provider: who.provider,
      email: who.email,
      display_name: who.displayName,
      ...secrets,
      last_sync_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'provider', 'email']).doUpdateSet((eb) => ({
        display_name: sql<string | null>`coalesce(excluded.display_name, email_accounts.display_name)`,
        auth_type: eb.ref('excluded.auth_type'),
        access_token_enc: eb.ref('excluded.access_token_enc'),
        // Google sends a refresh token only on consent; a re-link without one keeps the old one.
        refresh_token_enc:
          secrets.auth_type === 'oauth'
            ? sql<string | null>`coalesce(excluded.refresh_token_enc, email_accounts.refresh_token_enc)`
            : null,
        token_expires_at: eb.ref('excluded.token_expires_at'),
        app_password_enc: eb.ref('excluded.app_password_enc'),
        scope: eb.ref('excluded.scope'),
        is_active: 1,
        needs_reauth: 0,
        token_version: sql<number>`email_accounts.token_version + 1`,
        updated_at: now,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  // Linked (again): automations paused because their account was gone or needed relinking run again.
  await resumeForAccount(db, who.userId, row.id, now);
  return row;
}

/** Seals a secret for one column of one user's rows (server/lib/crypto-box.ts). */
export const sealSecret = (config: Config, userId: string, column: SecretColumn, value: string) =>
  cryptoBoxFor(config).seal(value, secretContext(userId, column));
export const openSecret = (config: Config, userId: string, column: SecretColumn, sealed: string) =>
  cryptoBoxFor(config).open(sealed, secretContext(userId, column));

/** Every credential column empty: each kind of account fills in its own. */
const NO_SECRETS = {
  access_token_enc: null,
  refresh_token_enc: null,
  token_expires_at: null,
  app_password_enc: null,
  scope: null,
};

export function saveOAuthAccount(db: Kysely<Database>, config: Config, who: Identity, grant: OAuthGrant) {
  const { accessToken, refreshToken } = grant;
  const secrets: Secrets = {
    ...NO_SECRETS,
    auth_type: 'oauth',
    access_token_enc: sealSecret(config, who.userId, 'access_token_enc', accessToken),
    refresh_token_enc: refreshToken ? sealSecret(config, who.userId, 'refresh_token_enc', refreshToken) : null,
    token_expires_at: grant.expiresAt,
    scope: grant.scope,
  };
  return upsert(db, who, secrets, Date.now());
}

export function saveAppPasswordAccount(db: Kysely<Database>, config: Config, who: Identity, password: string) {
  const secrets: Secrets = {
    ...NO_SECRETS,
    auth_type: 'app_password',
    app_password_enc: sealSecret(config, who.userId, 'app_password_enc', password),
  };
  return upsert(db, who, secrets, Date.now());
}

/**
 * Links a mailbox by app password: signs in to its IMAP and SMTP servers first (a typo is reported
 * now, as an `invalid` error naming the server that refused), then saves it.
 */
export async function linkAppPasswordAccount(
  db: Kysely<Database>,
  config: Config,
  who: Identity & { provider: MailboxCredentials['provider'] },
  password: string,
): Promise<EmailAccountRow> {
  await checkMailboxLogin(config, { provider: who.provider, email: who.email, password });
  return saveAppPasswordAccount(db, config, who, password);
}

/** Automation sync is switched only on active accounts: an account that must be re-linked cannot run. */
export async function setSync(db: Kysely<Database>, userId: string, id: string, enabled: boolean, now = Date.now()) {
  const row = await findOwnAccount(db, userId, id);
  const inactive = `Reconnect this ${PROVIDERS[row.provider].label} account before changing its sync.`;
  if (row.is_active !== 1) throw conflict(inactive, 'account_inactive');
  const updated = await db
    .updateTable('email_accounts')
    .set({ sync_enabled: enabled ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw conflict('This account changed meanwhile. Please try again.', 'account_inactive');
  return updated;
}

/** Revokes the grant where the provider offers it (Google), then deletes; revocation never blocks. */
export async function disconnectAccount(
  db: Kysely<Database>,
  config: Config,
  log: Logger,
  userId: string,
  id: string,
): Promise<void> {
  const row = await findOwnAccount(db, userId, id);
  if (row.auth_type === 'oauth') await revokeAtProvider(config, log, row);
  await db.transaction().execute(async (trx) => {
    // Its automations pause (with the reason shown) instead of quietly sending from another account.
    await pauseForAccount(trx, id, Date.now());
    await trx.deleteFrom('email_accounts').where('id', '=', id).where('user_id', '=', userId).execute();
  });
}

async function revokeAtProvider(config: Config, log: Logger, row: EmailAccountRow): Promise<void> {
  // Microsoft offers no revocation of a single grant to the app, nor does Yahoo: deleting is all there is.
  const url = oauthEndpoints(config, row.provider)?.revocation_endpoint;
  if (!url) return;
  const meta = { provider: row.provider, accountId: row.id };
  try {
    // Revoking the refresh token ends the whole grant at Google, access tokens included.
    const token = row.refresh_token_enc
      ? openSecret(config, row.user_id, 'refresh_token_enc', row.refresh_token_enc)
      : row.access_token_enc && openSecret(config, row.user_id, 'access_token_enc', row.access_token_enc);
    if (!token) return;
    const res = await fetch(url, {
      method: 'POST',
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) log.warn({ ...meta, status: res.status }, 'mailbox token revocation refused');
  } catch (err) {
    // The token travels in the body, never the URL, so the message cannot carry it.
    log.warn({ ...meta, reason: err instanceof Error ? err.message : 'unknown' }, 'mailbox token revocation failed');
  }
}
