import type { Migration } from 'kysely';
import * as m001 from './001-rate-limits.js';

/**
 * Every migration, in order. Listed statically (not read from disk) so the bundled server carries
 * them. Forward-only: a shipped migration is never edited, a change is a new numbered file.
 */
export const migrations: Record<string, Migration> = {
  '001-rate-limits': m001,
};
