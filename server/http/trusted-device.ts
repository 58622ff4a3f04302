import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser where the account's owner has signed in with the password, or reset it with a code
 * from the mailbox, keeps a signed cookie naming the account. Its sign-in attempts count against
 * a limit of their own instead of the account's (decision 016), so a guesser who keeps the
 * account's delay running never keeps the owner out of the browsers the owner uses. The cookie
 * also names the password it was earned with: after a change, reset or takeover, a browser that
 * knew only the old password is a stranger again.
 */
export const DEVICE_COOKIE = 'agentops_device';
const MAX_AGE_S = 180 * 24 * 60 * 60;

interface Account {
  id: string;
  password_hash: string | null;
}

function options(app: FastifyInstance) {
  // Only the sign-in and reset routes read it.
  return { path: '/api/auth', httpOnly: true, sameSite: 'lax' as const, secure: app.config.secureCookies };
}

const passwordMark = (hash: string) => createHash('sha256').update(hash).digest('base64url').slice(0, 16);

/** The device id of a valid cookie for this account and its current password, or undefined. */
export function trustedDevice(request: FastifyRequest, account: Account): string | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw || !account.password_hash) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [owner, device, mark] = unsigned.value.split('.');
  if (owner !== account.id || mark !== passwordMark(account.password_hash)) return undefined;
  return device && /^[A-Za-z0-9_-]{22}$/.test(device) ? device : undefined;
}

/** Marks this browser as one the account's owner uses (keeping its id when it already is). */
export function trustDevice(
  app: FastifyInstance,
  reply: FastifyReply,
  account: { id: string; password_hash: string },
  device?: string,
): void {
  const id = device ?? randomBytes(16).toString('base64url');
  const value = `${account.id}.${id}.${passwordMark(account.password_hash)}`;
  reply.setCookie(DEVICE_COOKIE, value, { ...options(app), signed: true, maxAge: MAX_AGE_S });
}
