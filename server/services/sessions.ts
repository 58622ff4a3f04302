import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { keysetPage, positionOf, toPage, type Page } from '../db/keyset.js';
import { ADMIN_MESSAGES } from '../../common/schemas/admin.js';
import { compiledOnce } from '../db/compiled-once.js';
import { batchCallsPer } from '../lib/batch-calls.js';
import type { Database, SessionTable } from '../db/schema.js';
import { forbidden } from '../lib/domain-error.js';
import { resumeAfterSignIn } from './automation-safeguards.js';
import { isPlanChangeDue, withDuePlanApplied } from './billing.js';
import type { WatchedTable } from '../db/sqlite-row-changes.js';
import type { UserReadMemory } from '../db/user-read-memory.js';
import { toAccountUser, type AccountUser } from './users.js';

/** A session ends after a week without a request, and a month after sign-in whatever the activity. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so an active user does not cost a write per request. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** 32 random bytes in base64url: 43 characters. Anything else in the cookie is not worth a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type SessionRow = Selectable<SessionTable>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * A new row and a new random token for every sign-in; only the token's hash is stored.
 *
 * With `passwordHash` (a password sign-in), the session is made only while the account still has
 * the password that was just verified; otherwise the answer is undefined. The check writes the
 * user row, so it waits for a takeover, reset or change that is rewriting it, and one that comes
 * later waits for this session and then ends it: a password verified a moment before it was
 * removed never yields a session that outlives the removal.
 */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  client: ClientInfo,
  now = Date.now(),
  passwordHash?: string,
): Promise<{ id: string; token: string } | undefined> {
  // A suspended account signs in nowhere (password or OpenID); findSession refuses its sessions too.
  const account = await db.selectFrom('users').select('suspended_at').where('id', '=', userId).executeTakeFirst();
  if (account?.suspended_at != null) throw forbidden(ADMIN_MESSAGES.suspended, 'account_suspended');
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const row = {
    id,
    user_id: userId,
    token_hash: hashToken(token),
    user_agent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip?.slice(0, 64) ?? null,
    created_at: now,
    last_seen_at: now,
    expires_at: now + SESSION_ABSOLUTE_MS,
  };
  if (passwordHash === undefined) {
    await db.insertInto('sessions').values(row).execute();
  } else {
    const made = await db.transaction().execute(async (trx) => {
      const held = await trx
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', userId)
        .where('password_hash', '=', passwordHash)
        .executeTakeFirst();
      if (Number(held.numUpdatedRows) !== 1) return false;
      await trx.insertInto('sessions').values(row).execute();
      return true;
    });
    if (!made) return undefined;
  }
  // A sign-in is the activity the inactivity safeguard waits for: what it paused runs again.
  await resumeAfterSignIn(db, userId, now);
  return { id, token };
}

/** A session with its user's row, as both lookups read it. */
const sessionWithUser = (db: Kysely<Database>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.expires_at as session_expires_at',
      'sessions.token_hash as session_token_hash',
    ]);

/** The lookup made on every signed-in request: its SQL is compiled once (db/compiled-once.ts). */
const sessionLookup = compiledOnce(
  (db, tokenHash: string, now: number, idleCutoff: number) =>
    sessionWithUser(db)
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .where('sessions.last_seen_at', '>', idleCutoff)
      .where('users.suspended_at', 'is', null)
      .compile(),
  ['\u0000token-hash', -1, -2],
);

/** What a remembered session stands on: its row and its user's. */
export const SESSION_TABLES: readonly WatchedTable[] = [
  { table: 'sessions', userColumn: 'user_id' },
  { table: 'users', userColumn: 'id' },
];

export interface LiveSession {
  sessionId: string;
  user: AccountUser;
}

/** A session as read, for UserReadMemory: the checks the lookup's WHERE makes are made again on it. */
export interface HeldSession extends LiveSession {
  expiresAt: number;
  lastSeenAt: number;
}

/** Whether a remembered session still answers as the database would, with no write due. */
function stillLive(held: HeldSession, now: number): boolean {
  return (
    held.expiresAt > now &&
    // Well inside the idle limit, which the lookup's WHERE checks.
    now - held.lastSeenAt < LAST_SEEN_RESOLUTION_MS &&
    !isPlanChangeDue(held.user, now)
  );
}

/**
 * The lookups of the requests that arrived together, in one query (PostgreSQL: one round trip and
 * one execution for many requests, where each was most of its request's cost). The time limits are
 * checked per request, at its own `now`, as the single lookup's WHERE does.
 *
 * The tokens go in as one json value and each is looked up on its own, by the unique index, in a
 * lateral subquery (its `limit 1`, true of a unique token, keeps PostgreSQL from merging it into
 * the outer join). The batch's size is thus hidden from the planner, so one kept plan serves every
 * size. With `token_hash = any($1)` it was not: given the array, the planner planned each execution
 * anew (more than the lookup itself), and once larger batches had raised its average it switched
 * to the kept plan for ten tokens, which reads both tables whole, for every size.
 */
const sessionsLookup = compiledOnce(
  (db, wanted: string) =>
    db
      .selectFrom(
        sql<{ token_hash: string }>`json_to_recordset(${wanted}::json)`.as<'wanted'>(sql`wanted(token_hash text)`),
      )
      .crossJoinLateral(
        sessionWithUser(db)
          .where('sessions.token_hash', '=', sql.ref<string>('wanted.token_hash'))
          .where('users.suspended_at', 'is', null)
          .limit(sql.lit(1))
          .as('found'),
      )
      .selectAll('found')
      .compile(),
  ['\u0000wanted'],
);

type SessionLookupRow = Awaited<ReturnType<typeof readSession>>;

/** Per database: the lookups of the requests that arrived together. */
const batchedReader = batchCallsPer(
  async (
    db: Kysely<Database>,
    inputs: { tokenHash: string; now: number }[],
  ): Promise<(SessionLookupRow | undefined)[]> => {
    const unique = [...new Set(inputs.map((i) => i.tokenHash))];
    const wanted = JSON.stringify(unique.map((tokenHash) => ({ token_hash: tokenHash })));
    const { rows } = await db.executeQuery(sessionsLookup(db, wanted));
    const byHash = new Map(rows.map((row) => [row.session_token_hash, row]));
    return inputs.map(({ tokenHash, now }) => {
      const row = byHash.get(tokenHash);
      const live =
        row && Number(row.session_expires_at) > now && Number(row.session_last_seen_at) > now - SESSION_IDLE_MS;
      return live ? row : undefined;
    });
  },
);

/**
 * The last-seen writes that fall due together, as one statement: a session is written once a
 * minute, and sessions used at the same pace (signed in at about the same time, or after a
 * restart) fall due together; one commit each then queued the requests behind them. Each session
 * still gets its own request's time, and each request still waits for its write.
 *
 * Unlike the lookups, the batch goes in as arrays, whose length the planner sees: writes are rare
 * enough for a plan each, and knowing the batch's size it reads a few sessions by their key, or
 * many in one pass, where a kept plan for an unknown size may read the whole table for one.
 */
const lastSeenUpdate = compiledOnce(
  (db, ids: string[], times: number[]) =>
    db
      .updateTable('sessions')
      .from(sql<{ id: string; now: number }>`unnest(${ids}::text[], ${times}::bigint[])`.as<'seen'>(sql`seen(id, now)`))
      .set({ last_seen_at: sql.ref<number>('seen.now') })
      .where('sessions.id', '=', sql.ref<string>('seen.id'))
      .compile(),
  [['\u0000ids'], [-1]],
);

/** Per database: the due last-seen writes of the requests that arrived together. */
const batchedLastSeenWriter = batchCallsPer(async (db: Kysely<Database>, inputs: { id: string; now: number }[]) => {
  // Two requests of one session in a batch: the later time, once.
  const latest = new Map<string, number>();
  for (const { id, now } of inputs) latest.set(id, Math.max(now, latest.get(id) ?? now));
  await db.executeQuery(lastSeenUpdate(db, [...latest.keys()], [...latest.values()]));
  return inputs.map(() => undefined);
});

async function readSession(db: Kysely<Database>, tokenHash: string, now: number) {
  const [row] = (await db.executeQuery(sessionLookup(db, tokenHash, now, now - SESSION_IDLE_MS))).rows;
  return row;
}

export interface SessionReading {
  /** SQLite: sessions read a moment ago (db/user-read-memory.ts). */
  memory?: UserReadMemory<HeldSession> | undefined;
  /** PostgreSQL: the lookups of requests that arrive together share one query. */
  batched?: boolean;
  /** With `memory`: the request's look at other connections' commits (UserReadMemory.recall). */
  commitsSeen?: number | undefined;
}

/**
 * The live session a cookie token stands for, with its user; slides the idle expiry. With `memory`
 * (SQLite), a session read a moment ago is answered without reading it again, for as long as
 * nothing has changed it (db/user-read-memory.ts).
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
  { memory, batched = false, commitsSeen }: SessionReading = {},
): Promise<LiveSession | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const tokenHash = hashToken(token);
  const held = memory?.recall(tokenHash, commitsSeen);
  if (held && stillLive(held, now)) return held;
  const mark = memory?.mark() ?? 0;
  const row = batched ? await batchedReader(db)({ tokenHash, now }) : await readSession(db, tokenHash, now);
  if (!row) return undefined;
  let lastSeenAt = Number(row.session_last_seen_at);
  if (now - lastSeenAt >= LAST_SEEN_RESOLUTION_MS) {
    if (batched) await batchedLastSeenWriter(db)({ id: row.session_id, now });
    else await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.session_id).execute();
    lastSeenAt = now;
  }
  const {
    session_id,
    session_last_seen_at: _lastSeen,
    session_expires_at,
    session_token_hash: _hash,
    ...userRow
  } = row;
  const user = toAccountUser(await withDuePlanApplied(db, userRow, now));
  // Shared by the requests it answers: frozen, so that none can change what another is told.
  const found: HeldSession = Object.freeze({
    sessionId: session_id,
    user: Object.freeze(user),
    expiresAt: Number(session_expires_at),
    lastSeenAt,
  });
  memory?.remember(tokenHash, user.id, found, mark);
  return found;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user, or every one but `exceptId` (the one making the request). */
export async function deleteUserSessions(db: Kysely<Database>, userId: string, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

/** Ends one of the user's own sessions; false when no such session belongs to them. */
export async function deleteOwnSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Expired sessions are removed whenever the user signs in, so the list never grows without bound. */
export async function deleteExpiredSessions(db: Kysely<Database>, userId: string, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - SESSION_IDLE_MS)]))
    .execute();
}

/** Most recently used first (the id breaks ties, in the same direction so one index serves both). */
export async function listLiveSessions(
  db: Kysely<Database>,
  userId: string,
  page: PageQuery,
  now = Date.now(),
): Promise<Page<SessionRow>> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', now - SESSION_IDLE_MS)
    .$call(keysetPage('last_seen_at', 'id', 'desc', page))
    .execute();
  return toPage(rows, page.limit, positionOf('last_seen_at'));
}
