import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.js';

export const MAINTENANCE_COOKIE = 'maintenance_grant';
export const MAINTENANCE_GRANT_DAYS = 30;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Surrounding whitespace in the configured code is a typo in an env file, never part of the code. */
const configuredCode = (config: Config) => config.MAINTENANCE_CODE?.trim() || undefined;

/** Digests have a fixed length, so the comparison takes the same time whatever was typed. */
export function isMaintenanceCode(config: Config, attempt: string): boolean {
  const code = configuredCode(config);
  if (!code) return false;
  return timingSafeEqual(digest(attempt.trim()), digest(code));
}

/**
 * The grant names the code it was issued for, so changing MAINTENANCE_CODE revokes every grant
 * already handed out. It is an HMAC under the server secret rather than a plain hash: the cookie
 * value is readable by whoever holds it, and a bare hash of a short code could be brute-forced
 * offline to recover the code itself. The cookie is also signed, so it cannot be forged.
 */
export function grantValue(config: Config): string {
  const mac = createHmac('sha256', config.SESSION_SECRET)
    .update(`maintenance-grant:${configuredCode(config) ?? ''}`)
    .digest('base64url');
  return `v2.${mac.slice(0, 22)}`;
}
