import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { MailProvider } from '../../common/schemas/email-accounts.js';
import type { Database } from '../db/schema.js';
import { saveAppPasswordAccount, saveOAuthAccount } from '../services/email-accounts.js';
import { authed, authedNoBody } from './auth-helpers.js';

/** Helpers for the outbox tests: linked accounts written directly, and the send routes as a browser calls them. */

export interface AccountTarget {
  db: Kysely<Database>;
  config: Config;
}

export const targetOf = (app: FastifyInstance): AccountTarget => ({ db: app.db.kysely, config: app.config });

export async function addOAuthAccount(
  t: AccountTarget,
  userId: string,
  provider: MailProvider,
  email: string,
  tokens: { accessToken: string; refreshToken?: string; expiresAt?: number },
) {
  const grant = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt ?? Date.now() + 3600_000,
    scope: null,
  };
  return saveOAuthAccount(t.db, t.config, { userId, provider, email, displayName: 'Ann Example' }, grant);
}

export async function addAppPasswordAccount(
  t: AccountTarget,
  userId: string,
  provider: 'icloud' | 'yahoo',
  email: string,
  password: string,
) {
  return saveAppPasswordAccount(t.db, t.config, { userId, provider, email, displayName: null }, password);
}

export function sendEmail(app: FastifyInstance, cookie: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/email/send', headers: { ...authed(cookie), ...headers }, payload });
}

export function outbox(app: FastifyInstance, cookie: string) {
  return app.inject({ url: '/api/email/outbox', headers: { cookie } });
}

export function cancel(app: FastifyInstance, cookie: string, id: string) {
  return app.inject({ method: 'POST', url: `/api/email/outbox/${id}/cancel`, headers: authedNoBody(cookie) });
}

export function resend(app: FastifyInstance, cookie: string, id: string) {
  return app.inject({ method: 'POST', url: `/api/email/outbox/${id}/resend`, headers: authedNoBody(cookie) });
}

/** A clock the tests move by hand: the runner reads it for due times, back-off and leases. */
export function manualClock(start = Date.now()) {
  const clock = { at: start, now: () => clock.at, advance: (ms: number) => (clock.at += ms) };
  return clock;
}
