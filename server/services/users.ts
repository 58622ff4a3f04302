import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { ProfileUpdate, SessionUser } from '../../common/schemas/auth.js';
import type { Config } from '../config.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Database, UserTable } from '../db/schema.js';
import { conflict } from '../lib/domain-error.js';

export type UserRow = Selectable<UserTable>;
/** A user as routes see it: the password hash stays in the services that need it. */
export type AccountUser = Omit<UserRow, 'password_hash'> & { hasPassword: boolean };

/** Says no more than registration must: the address is taken, nothing about how it signs in. */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in or reset your password.';
export const EMAIL_IN_USE_MESSAGE = 'This email address is already used by another account.';

export function toAccountUser(row: UserRow): AccountUser {
  const { password_hash, ...rest } = row;
  return { ...rest, hasPassword: password_hash !== null };
}

/**
 * ADMIN_EMAIL counts only once the address is proven (decision 012): otherwise whoever registered
 * that address first would hold the server's provider key.
 */
export function isAdmin(user: Pick<UserRow, 'email' | 'is_admin' | 'email_verified_at'>, config: Config): boolean {
  if (user.is_admin === 1) return true;
  return (
    !!config.ADMIN_EMAIL && user.email_verified_at !== null && user.email === config.ADMIN_EMAIL.trim().toLowerCase()
  );
}

/** Admins and users granted all access chat through the server with ADMIN_PROVIDER_KEY. */
export function hasAllAccess(
  user: Pick<UserRow, 'email' | 'is_admin' | 'email_verified_at' | 'all_access'>,
  config: Config,
) {
  return isAdmin(user, config) || user.all_access === 1;
}

export function toSessionUser(user: AccountUser, config: Config): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    company: user.company,
    department: user.department,
    jobTitle: user.job_title,
    phone: user.phone,
    location: user.location,
    bio: user.bio,
    timezone: user.timezone,
    profileImageUrl: user.profile_image_url,
    isAdmin: isAdmin(user, config),
    allAccess: hasAllAccess(user, config),
    emailVerified: user.email_verified_at !== null,
    hasPassword: user.hasPassword,
    plan: user.plan,
    createdAt: new Date(user.created_at).toISOString(),
  };
}

/**
 * The session user of a user read a moment ago (a frozen AccountUser, shared by the requests it
 * answers: db/user-read-memory.ts), made once for `config`: one frozen answer for all those
 * requests, whose JSON is then written once too (http/shared-answer-serializer.ts). Any other user
 * is converted afresh.
 */
export function sessionUserFor(config: Config): (user: AccountUser) => SessionUser {
  const made = new WeakMap<AccountUser, SessionUser>();
  return (user) => {
    if (!Object.isFrozen(user)) return toSessionUser(user, config);
    let answer = made.get(user);
    if (!answer) made.set(user, (answer = Object.freeze(toSessionUser(user, config))));
    return answer;
  };
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  /** Set when the address is already proven (an OpenID provider's email_verified). */
  emailVerified?: boolean;
  oidcIssuer?: string;
  oidcSub?: string;
}

/** Inserts a user; a taken address (even one taken a moment ago by a parallel request) is a 409. */
export async function createUser(db: Kysely<Database>, input: NewUser, now = Date.now()): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    email: input.email.trim().toLowerCase(),
    password_hash: input.passwordHash,
    first_name: input.firstName,
    last_name: input.lastName,
    company: null,
    department: null,
    job_title: null,
    phone: null,
    location: null,
    bio: null,
    timezone: null,
    profile_image_url: null,
    last_sign_in_at: null,
    suspended_at: null,
    is_admin: 0,
    plan: 'free',
    plan_period_start: null,
    plan_period_end: null,
    plan_status: 'active',
    plan_scheduled: null,
    billing_customer_id: null,
    billing_subscription_id: null,
    billing_event_at: null,
    oidc_issuer: input.oidcIssuer ?? null,
    oidc_sub: input.oidcSub ?? null,
    email_verified_at: input.emailVerified ? now : null,
    all_access: 0,
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto('users').values(row).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
    throw err;
  }
  return row;
}

const PROFILE_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  company: 'company',
  department: 'department',
  jobTitle: 'job_title',
  phone: 'phone',
  location: 'location',
  timezone: 'timezone',
  bio: 'bio',
} as const satisfies Record<keyof ProfileUpdate, keyof UserTable>;

/**
 * Writes only the fields the form sent. A cleared optional field ('' after trimming) is stored as
 * null, so "not set" has one representation.
 */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  patch: ProfileUpdate,
  now = Date.now(),
): Promise<void> {
  const changes: Updateable<UserTable> = {};
  for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [keyof ProfileUpdate, keyof UserTable][]) {
    const value = patch[field];
    if (value === undefined) continue;
    (changes as Record<string, unknown>)[column] = value === '' ? null : value;
  }
  if (Object.keys(changes).length === 0) return;
  changes.updated_at = now;
  // A new address is not proven until the user completes a reset through it.
  if (changes.email !== undefined) {
    const current = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    if (current && current.email !== changes.email) changes.email_verified_at = null;
  }
  try {
    await db.updateTable('users').set(changes).where('id', '=', userId).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_IN_USE_MESSAGE, 'email_taken');
    throw err;
  }
}

export interface ProvenIdentity {
  issuer: string;
  sub: string;
}

/**
 * Hands an account whose address was never proven to the person who has just proven it through
 * the OpenID provider (decision 016). Registration proves nothing, so whoever set the account up
 * may be someone else: every way in that existed before goes (the password, every session, any
 * other provider identity, pending reset codes and mailbox-link flows), linked mailboxes stop
 * working until the owner links them again, so a stranger's mailbox never sends or reads for the
 * owner, and automations stop until the owner starts them. The data stays, so an owner who did register it loses nothing but a sign-in method.
 * Answers the account as it now is, or undefined when it changed meanwhile (address moved or proven).
 */
export async function takeOverUnprovenAccount(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'email'>,
  identity: ProvenIdentity,
  now = Date.now(),
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('users')
      .set({
        password_hash: null,
        oidc_issuer: identity.issuer,
        oidc_sub: identity.sub,
        email_verified_at: now,
        updated_at: now,
      })
      .where('id', '=', user.id)
      .where('email', '=', user.email)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return undefined;
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('password_reset_codes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('email_oauth_states').where('user_id', '=', user.id).execute();
    await trx
      .updateTable('email_accounts')
      .set((eb) => ({
        access_token_enc: null,
        refresh_token_enc: null,
        app_password_enc: null,
        is_active: 0,
        needs_reauth: 1,
        token_version: eb('token_version', '+', 1),
        updated_at: now,
      }))
      .where('user_id', '=', user.id)
      .execute();
    // Automations someone else may have set up (forward every message to them) are stopped, not
    // left paused for the account: relinking a mailbox must not start them again. Only the owner's
    // own Start does. A stored provider key is someone's secret the owner never gave: it goes.
    await trx
      .updateTable('automations')
      .set({ status: 'stopped', paused_reason: null, resumes_at: null, next_run_at: null, updated_at: now })
      .where('user_id', '=', user.id)
      .execute();
    await trx.deleteFrom('automation_keys').where('user_id', '=', user.id).execute();
    return trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  });
}

export async function setPasswordHash(db: Kysely<Database>, userId: string, passwordHash: string, now = Date.now()) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Foreign keys cascade, so sessions, codes, usage and every later table keyed by user go with it. */
export async function deleteUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
