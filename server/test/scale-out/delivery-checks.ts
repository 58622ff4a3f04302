import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.js';
import type { SmtpSink } from '../smtp-sink.js';
import type { LoadRecord } from './load.js';
import { until } from './polling.js';

/**
 * What the scale-out test reads to tell whether anything acknowledged was lost or sent twice: the
 * database directly (not through the forwarder it cuts) and the SMTP sink.
 */

/** The test's own view of the cluster's database, directly (not through the forwarder it cuts). */
export function directDatabase(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {}); // its idle connections are terminated too, on purpose
  pg.types.setTypeParser(20, (v) => Number(v));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Acknowledged drafts that are missing, or stored with another subject. */
export async function lostDrafts(db: Kysely<Database>, drafts: LoadRecord['drafts']): Promise<LoadRecord['drafts']> {
  const ids = drafts.map((d) => d.id);
  const stored = await db.selectFrom('email_drafts').select(['id', 'subject']).where('id', 'in', ids).execute();
  const subjects = new Map(stored.map((r) => [r.id, r.subject]));
  return drafts.filter((d) => subjects.get(d.id) !== d.subject);
}

/** How many copies of an outbox message the SMTP sink received. */
export const copiesIn = (sink: SmtpSink) => (id: string) =>
  sink.messages.filter((m) => m.messageId === `<${id}@agentops>`).length;

/** Waits until every acknowledged send arrived, up to 30 s past the last one due; the checks after it say which did not. */
export async function waitForArrival(sends: LoadRecord['sends'], copies: (id: string) => number): Promise<void> {
  const lastDue = Math.max(...sends.map((s) => s.dueAt));
  await until('every scheduled message to arrive', Math.max(0, lastDue - Date.now()) + 30_000, async () =>
    sends.every((s) => copies(s.id) > 0) ? true : undefined,
  ).catch(() => undefined);
}

export const settled = (r: { status: string }) => r.status === 'sent' || r.status === 'uncertain';

/** The outbox rows of `ids` once all have settled, or as they are after 60 s. */
export async function settledOutboxRows(
  db: Kysely<Database>,
  ids: string[],
): Promise<{ id: string; status: string }[]> {
  const statuses = () => db.selectFrom('email_outbox').select(['id', 'status']).where('id', 'in', ids).execute();
  return until('every outbox row to settle', 60_000, async () => {
    const now = await statuses();
    return now.every(settled) ? now : undefined;
  }).catch(() => statuses());
}

/** Message ids the sink received more than once, with their counts. */
export function duplicateMessages(sink: SmtpSink): [string, number][] {
  const byId = new Map<string, number>();
  for (const m of sink.messages) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1);
  return [...byId].filter(([, n]) => n > 1);
}
