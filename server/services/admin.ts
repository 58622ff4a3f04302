import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserPage,
  type AuditAction,
  type AuditPage,
} from '../../common/schemas/admin.js';
import type { Config } from '../config.js';
import type { Database, UserTable } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../lib/domain-error.js';
import { SESSION_IDLE_MS } from './sessions.js';
import { hasAllAccess, isAdmin, type UserRow } from './users.js';

/**
 * The admin console's rules: who may use it, what an admin may change on a user (never their own
 * admin flag, never delete or suspend themselves), and the audit row every change writes in the same
 * transaction as the change.
 */

/** The admin making a change, as the audit log records them. */
export interface Actor {
  id: string;
  email: string;
}

type AdminCheckable = Pick<UserRow, 'email' | 'is_admin' | 'email_verified_at'>;

/** Everyone but an admin gets the one 403. */
export function requireAdmin(user: AdminCheckable, config: Config): void {
  if (!isAdmin(user, config)) throw forbidden(ADMIN_MESSAGES.notAdmin, 'admin_only');
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
const userNotFound = () => notFound(ADMIN_MESSAGES.userNotFound, 'user_not_found');

function toAdminUser(row: UserRow & { session_count: number | string | bigint }, config: Config): AdminUser {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    email: row.email,
    name,
    plan: row.plan,
    allAccess: hasAllAccess(row, config),
    isAdmin: isAdmin(row, config),
    emailVerified: row.email_verified_at !== null,
    suspended: row.suspended_at !== null,
    createdAt: iso(row.created_at)!,
    lastSignInAt: iso(row.last_sign_in_at),
    sessionCount: Number(row.session_count),
  };
}

function usersWithSessions(db: Kysely<Database> | Transaction<Database>, now: number) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select(eb.fn.countAll().as('n'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .where('sessions.expires_at', '>', now)
        .where('sessions.last_seen_at', '>', now - SESSION_IDLE_MS)
        .as('session_count'),
    );
}

/** `%`, `_` and the escape itself match only themselves. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type UsersQuery = { q?: string | undefined; limit: number; offset: number };

const searchMatch = (q: string | undefined) => {
  const pattern = q?.trim() ? likePattern(q.trim()) : undefined;
  return pattern
    ? sql<boolean>`(lower(users.email) like ${pattern} escape '\\' or lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')) like ${pattern} escape '\\')`
    : undefined;
};

/** One page of the users list, newest first: read in the order of its index (migration 026). */
export function usersPageQuery(db: Kysely<Database>, query: UsersQuery, now: number) {
  const match = searchMatch(query.q);
  let page = usersWithSessions(db, now);
  if (match) page = page.where(match);
  return page.orderBy('users.created_at', 'desc').orderBy('users.id').limit(query.limit).offset(query.offset);
}

export async function listUsers(
  db: Kysely<Database>,
  config: Config,
  query: UsersQuery,
  now = Date.now(),
): Promise<AdminUserPage> {
  const match = searchMatch(query.q);
  let counted = db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'));
  if (match) counted = counted.where(match);
  const [rows, total] = await Promise.all([
    usersPageQuery(db, query, now).execute(),
    counted.executeTakeFirstOrThrow(),
  ]);
  return {
    users: rows.map((row) => toAdminUser(row as UserRow & { session_count: number }, config)),
    total: Number(total.n),
    limit: query.limit,
    offset: query.offset,
  };
}

async function readUser(db: Kysely<Database> | Transaction<Database>, config: Config, id: string, now: number) {
  const row = await usersWithSessions(db, now).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw userNotFound();
  return toAdminUser(row as UserRow & { session_count: number }, config);
}

/** The target row, locked for the rest of the transaction on PostgreSQL (a no-op write on SQLite locks the file). */
async function lockUser(trx: Transaction<Database>, id: string): Promise<UserRow> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw userNotFound();
  return row;
}

async function audit(
  trx: Transaction<Database>,
  actor: Actor,
  target: Pick<UserRow, 'id' | 'email'>,
  action: AuditAction,
  detail: Record<string, unknown>,
  now: number,
) {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: actor.id,
      actor_email: actor.email,
      target_id: target.id,
      target_email: target.email,
      action,
      detail: JSON.stringify(detail),
      created_at: now,
    })
    .execute();
}

export interface UserChanges {
  plan?: UserRow['plan'] | undefined;
  allAccess?: boolean | undefined;
  isAdmin?: boolean | undefined;
}

/** Applies the given fields; each one that actually changes writes its own audit row. */
export async function updateUser(
  db: Kysely<Database>,
  config: Config,
  actor: Actor,
  id: string,
  changes: UserChanges,
  now = Date.now(),
): Promise<AdminUser> {
  if (changes.isAdmin !== undefined && id === actor.id) {
    throw conflict(ADMIN_MESSAGES.notYourOwnAdmin, 'cannot_change_own_admin');
  }
  return db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    const set: Updateable<UserTable> = {};
    if (changes.plan !== undefined && changes.plan !== row.plan) {
      set.plan = changes.plan;
      // The admin's word is the plan now (with the Manual provider the admin is the billing):
      // whatever was pending or overdue is settled.
      set.plan_status = 'active';
      set.plan_scheduled = null;
      await audit(trx, actor, row, 'user.plan', { from: row.plan, to: changes.plan }, now);
    }
    const allAccess = changes.allAccess === undefined ? undefined : changes.allAccess ? 1 : 0;
    if (allAccess !== undefined && allAccess !== row.all_access) {
      set.all_access = allAccess;
      await audit(trx, actor, row, 'user.all_access', { from: row.all_access === 1, to: allAccess === 1 }, now);
    }
    const admin = changes.isAdmin === undefined ? undefined : changes.isAdmin ? 1 : 0;
    if (admin !== undefined && admin !== row.is_admin) {
      set.is_admin = admin;
      await audit(trx, actor, row, 'user.admin', { from: row.is_admin === 1, to: admin === 1 }, now);
    }
    if (Object.keys(set).length > 0) {
      await trx
        .updateTable('users')
        .set({ ...set, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    return readUser(trx, config, id, now);
  });
}

/** Suspends the user and ends every session of theirs, in one transaction with its audit row. */
export async function suspendUser(
  db: Kysely<Database>,
  config: Config,
  actor: Actor,
  id: string,
  now = Date.now(),
): Promise<AdminUser> {
  if (id === actor.id) throw conflict(ADMIN_MESSAGES.notYourOwnSuspend, 'cannot_suspend_self');
  return db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    if (row.suspended_at === null) {
      await trx.updateTable('users').set({ suspended_at: now, updated_at: now }).where('id', '=', id).execute();
      const ended = await trx.deleteFrom('sessions').where('user_id', '=', id).executeTakeFirst();
      await audit(
        trx,
        actor,
        row,
        'user.suspend',
        { from: false, to: true, sessionsEnded: Number(ended.numDeletedRows) },
        now,
      );
    }
    return readUser(trx, config, id, now);
  });
}

export async function unsuspendUser(
  db: Kysely<Database>,
  config: Config,
  actor: Actor,
  id: string,
  now = Date.now(),
): Promise<AdminUser> {
  return db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    if (row.suspended_at !== null) {
      await trx.updateTable('users').set({ suspended_at: null, updated_at: now }).where('id', '=', id).execute();
      await audit(trx, actor, row, 'user.unsuspend', { from: true, to: false }, now);
    }
    return readUser(trx, config, id, now);
  });
}

/** Ends every session of the user; the audit row records how many. */
export async function revokeSessions(db: Kysely<Database>, actor: Actor, id: string, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    const ended = await trx.deleteFrom('sessions').where('user_id', '=', id).executeTakeFirst();
    await audit(trx, actor, row, 'user.sessions_revoke', { sessionsEnded: Number(ended.numDeletedRows) }, now);
  });
}

/** Deletes the user (foreign keys cascade); the audit row keeps the address, its target id is set null. */
export async function deleteUserAsAdmin(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  now = Date.now(),
): Promise<void> {
  if (id === actor.id) throw conflict(ADMIN_MESSAGES.notYourOwnDelete, 'cannot_delete_self');
  await db.transaction().execute(async (trx) => {
    const row = await lockUser(trx, id);
    await audit(trx, actor, row, 'user.delete', { from: { email: row.email, plan: row.plan }, to: null }, now);
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}

export async function listAudit(db: Kysely<Database>, query: { limit: number; offset: number }): Promise<AuditPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      targetId: row.target_id,
      targetEmail: row.target_email,
      action: row.action,
      detail: parseDetail(row.detail),
      createdAt: iso(row.created_at)!,
    })),
    total: Number(total.n),
    limit: query.limit,
    offset: query.offset,
  };
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
