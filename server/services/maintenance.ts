import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.js';

export const MAINTENANCE_COOKIE = 'maintenance_grant';
export const MAINTENANCE_GRANT_DAYS = 30;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Digests have a fixed length, so the comparison takes the same time whatever was typed. */
export function isMaintenanceCode(config: Config, attempt: string): boolean {
  if (!config.MAINTENANCE_CODE) return false;
  return timingSafeEqual(digest(attempt.trim()), digest(config.MAINTENANCE_CODE));
}

/**
 * The grant names the code it was issued for (by a digest), so changing MAINTENANCE_CODE revokes
 * every grant already handed out. The cookie is signed, so it cannot be forged.
 */
export function grantValue(config: Config): string {
  return `v1.${digest(`grant:${config.MAINTENANCE_CODE ?? ''}`).toString('base64url').slice(0, 22)}`;
}
