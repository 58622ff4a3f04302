import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { cpuSeconds } from './process-cpu';

/**
 * CPU seconds so far of each PostgreSQL backend connected to this database, except the caller's
 * own: the server's pooled connections. PostgreSQL runs on the same shared cores as the server,
 * so what a message costs it is part of what a message costs. Read from /proc, so only for a
 * PostgreSQL on this machine; undefined otherwise.
 */
export async function backendCpu(db: Kysely<Database>): Promise<Map<number, number> | undefined> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
  `.execute(db);
  try {
    return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds the backends used between two readings; one that connected in between counts from
 * zero. One that ended in between is missed: the pool keeps its connections through a delivery.
 */
export function backendCpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}
