import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { keysetPage, positionOf, toPage, type Page } from '../db/keyset.js';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  API_TOKENS_PER_USER_MAX,
  type ApiToken,
  type ApiTokenCreateRequest,
  type ApiTokenScope,
} from '../../common/schemas/api-tokens.js';
import type { Config } from '../config.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { ApiTokenTable, Database } from '../db/schema.js';
import { conflict, DomainError, notFound } from '../lib/domain-error.js';
import { isPlanChangeDue, withDuePlanApplied } from './billing.js';
import type { WatchedTable } from '../db/sqlite-row-changes.js';
import type { UserReadMemory } from '../db/user-read-memory.js';
import { assertFeature, type EntitlementFields } from './entitlements.js';
import { toAccountUser, type AccountUser } from './users.js';

/**
 * Personal API tokens (Pro). The token is `aops_` and 32 random bytes in base64url; it is shown
 * once, in the answer that creates it, and only its SHA-256 hash is stored, with the first
 * characters (the prefix) to tell tokens apart in the list.
 */
const TOKEN_PATTERN = /^aops_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;
/** last_used_at is written at most this often, so a busy token is not a write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const DAY_MS = 24 * 3600_000;

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function parseScopes(stored: string): ApiTokenScope[] {
  const words = new Set(stored.split(' '));
  return API_TOKEN_SCOPES.filter((scope) => words.has(scope));
}

function toApiToken(row: Selectable<ApiTokenTable>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    createdAt: iso(row.created_at)!,
  };
}

export async function listApiTokens(db: Kysely<Database>, userId: string, page: PageQuery): Promise<Page<ApiToken>> {
  const rows = await db
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .$call(keysetPage('created_at', 'id', 'desc', page))
    .execute();
  const { rows: pageRows, next } = toPage(rows, page.limit, positionOf('created_at'));
  return { rows: pageRows.map(toApiToken), next };
}

export async function createApiToken(
  db: Kysely<Database>,
  user: EntitlementFields & { id: string },
  config: Config,
  input: ApiTokenCreateRequest,
  now = Date.now(),
): Promise<{ token: string; apiToken: ApiToken }> {
  assertFeature(user, config, 'api_access');
  const active = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(active.n) >= API_TOKENS_PER_USER_MAX) {
    throw conflict(
      `You can have at most ${API_TOKENS_PER_USER_MAX} tokens. Revoke one you no longer use.`,
      'too_many_tokens',
    );
  }
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = {
    id: randomUUID(),
    user_id: user.id,
    name: input.name,
    token_hash: hashApiToken(token),
    prefix: token.slice(0, PREFIX_LENGTH),
    scopes: API_TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope)).join(' '),
    expires_at: input.expiresInDays === null ? null : now + input.expiresInDays * DAY_MS,
    last_used_at: null,
    revoked_at: null,
    created_at: now,
  };
  await db.insertInto('api_tokens').values(row).execute();
  return { token, apiToken: toApiToken(row) };
}

/** Revokes one of the user's own tokens (again is fine); another user's id is not found. */
export async function revokeApiToken(db: Kysely<Database>, userId: string, id: string, now = Date.now()) {
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'revoked_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('No such token');
  if (row.revoked_at !== null) return;
  await db.updateTable('api_tokens').set({ revoked_at: now }).where('id', '=', id).execute();
}

/** The lookup made on every request with a token: its SQL is compiled once (db/compiled-once.ts). */
const tokenLookup = compiledOnce(
  (db, tokenHash: string) =>
    db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .selectAll('users')
      .select([
        'api_tokens.id as token_id',
        'api_tokens.scopes as token_scopes',
        'api_tokens.expires_at as token_expires_at',
        'api_tokens.revoked_at as token_revoked_at',
        'api_tokens.last_used_at as token_last_used_at',
      ])
      .where('api_tokens.token_hash', '=', tokenHash)
      .compile(),
  ['\u0000token-hash'],
);

const refused = (message: string, code: string) => new DomainError('unauthorized', code, message);

/** What a remembered token stands on: its row and its user's. */
export const TOKEN_TABLES: readonly WatchedTable[] = [
  { table: 'api_tokens', userColumn: 'user_id' },
  { table: 'users', userColumn: 'id' },
];

export interface TokenUse {
  user: AccountUser;
  tokenId: string;
  scopes: ApiTokenScope[];
}

/** A token as read, for UserReadMemory (db/user-read-memory.ts). */
export interface HeldToken extends TokenUse {
  expiresAt: number | null;
  lastUsedAt: number;
}

/** Whether a remembered token still answers as the database would, with no write due. */
function stillUsable(held: HeldToken, now: number): boolean {
  return (
    (held.expiresAt === null || held.expiresAt > now) &&
    now - held.lastUsedAt < LAST_USED_RESOLUTION_MS &&
    !isPlanChangeDue(held.user, now)
  );
}

/**
 * The user a bearer token stands for, with the token's scopes. A token that is malformed, unknown,
 * revoked or expired is refused (401); so is a suspended user's. A user whose plan no longer
 * includes API access is refused with 403. With `memory` (SQLite), a token read a moment ago is
 * not read again while nothing has changed it.
 */
export async function authenticateApiToken(
  db: Kysely<Database>,
  config: Config,
  token: string,
  now = Date.now(),
  memory?: UserReadMemory<HeldToken>,
  /** With `memory`: the request's look at other connections' commits (UserReadMemory.recall). */
  commitsSeen?: number,
): Promise<TokenUse> {
  if (!TOKEN_PATTERN.test(token)) throw refused('The API token is not valid.', 'invalid_token');
  const tokenHash = hashApiToken(token);
  const held = memory?.recall(tokenHash, commitsSeen);
  if (held && stillUsable(held, now)) {
    // The plan's features are the configuration's too, read afresh like the rest of each request.
    assertFeature(held.user, config, 'api_access');
    return held;
  }
  const mark = memory?.mark() ?? 0;
  const [row] = (await db.executeQuery(tokenLookup(db, tokenHash))).rows;
  if (!row) throw refused('The API token is not valid.', 'invalid_token');
  const { token_id, token_scopes, token_expires_at, token_revoked_at, token_last_used_at, ...tokenUser } = row;
  const userRow = await withDuePlanApplied(db, tokenUser, now);
  if (token_revoked_at !== null) throw refused('This API token has been revoked.', 'token_revoked');
  if (token_expires_at !== null && Number(token_expires_at) <= now) {
    throw refused('This API token has expired. Create a new one in settings.', 'token_expired');
  }
  if (userRow.suspended_at !== null) throw refused('This account is suspended.', 'account_suspended');
  assertFeature(userRow, config, 'api_access');
  let lastUsedAt = token_last_used_at === null ? null : Number(token_last_used_at);
  if (lastUsedAt === null || now - lastUsedAt >= LAST_USED_RESOLUTION_MS) {
    await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', token_id).execute();
    lastUsedAt = now;
  }
  const user = Object.freeze(toAccountUser(userRow));
  const found: HeldToken = {
    user,
    tokenId: token_id,
    scopes: Object.freeze(parseScopes(token_scopes)) as ApiTokenScope[],
    expiresAt: token_expires_at === null ? null : Number(token_expires_at),
    lastUsedAt,
  };
  if (memory) memory.remember(tokenHash, user.id, Object.freeze(found), mark);
  return found;
}
