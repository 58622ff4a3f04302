import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/is-postgres.js';
import type { Database } from '../db/schema.js';
import { completeJobs, enqueueJobs } from '../jobs/job-store.js';
import { batchCalls } from '../lib/batch-calls.js';
import type { OutboxBatches, OutboxStage as Stage } from './outbox-batches-contract.js';
import type { OutboxRow } from './outbox.js';
import type { SentMessage } from './outbox-sent-message.js';
import { outboxBatchesPostgres } from './outbox-batches-postgres.js';

export type { OutboxBatches } from './outbox-batches-contract.js';

const latest = (items: { now: number }[]) => Math.max(...items.map((i) => i.now));

/**
 * A value that differs per row in one update: `case when id = … then … end`, cast so that
 * PostgreSQL knows the type of the parameters.
 */
function perRow<T extends string | number | null>(
  items: SentMessage[],
  type: 'bigint' | 'text',
  value: (i: SentMessage) => T,
): RawBuilder<T> {
  const whens = items.map((i) => sql`when ${sql.ref('id')} = ${i.row.id} then cast(${value(i)} as ${sql.raw(type)})`);
  return sql<T>`case ${sql.join(whens, sql` `)} end`;
}

/**
 * The fence of every batched write: each row only while it is still at the attempt its caller
 * holds, so a row another run has taken over since is left alone.
 */
const atAttempt =
  (pairs: [id: string, attempt: number][]) =>
  ({ eb, refTuple, tuple }: ExpressionBuilder<Database, 'email_outbox'>) =>
    eb(
      refTuple('id', 'attempts'),
      'in',
      pairs.map(([id, attempt]) => tuple(id, attempt)),
    );

/** The forms for SQLite, where a statement costs no round trip; PostgreSQL: outbox-batches-postgres.ts. */
export function outboxBatches(db: Kysely<Database>): OutboxBatches {
  if (isPostgres(db)) return outboxBatchesPostgres(db);
  const load = batchCalls(async (ids: string[]) => {
    const rows = await db.selectFrom('email_outbox').selectAll().where('id', 'in', ids).execute();
    const accountIds = [...new Set(rows.map((r) => r.account_id))];
    const accounts = accountIds.length
      ? await db.selectFrom('email_accounts').selectAll().where('id', 'in', accountIds).execute()
      : [];
    const rowOf = new Map(rows.map((r) => [r.id, r]));
    const accountOf = new Map(accounts.map((a) => [a.id, a]));
    return ids.map((id) => {
      const row = rowOf.get(id);
      const account = row && accountOf.get(row.account_id);
      return row && account ? { row, account } : undefined;
    });
  });

  const markSending = batchCalls(async (items: { row: OutboxRow; now: number }[]) => {
    const moved = await db
      .updateTable('email_outbox')
      .set((eb) => ({
        status: 'sending',
        attempts: eb('attempts', '+', 1),
        next_attempt_at: null,
        delivery_stage: 'none',
        updated_at: latest(items),
      }))
      .where('status', '=', 'scheduled')
      .where(atAttempt(items.map((i) => [i.row.id, i.row.attempts])))
      .returningAll()
      .execute();
    const byId = new Map(moved.map((r) => [r.id, r]));
    return items.map((i) => byId.get(i.row.id));
  });

  const stageWriters = new Map<Stage, (item: { row: OutboxRow; now: number }) => Promise<boolean>>();
  const stageWriter = (stage: Stage) => {
    let write = stageWriters.get(stage);
    if (!write) {
      write = batchCalls(async (items: { row: OutboxRow; now: number }[]) => {
        const moved = await db
          .updateTable('email_outbox')
          .set({ status: 'sending', delivery_stage: stage, updated_at: latest(items) })
          .where('status', '=', 'sending')
          .where(atAttempt(items.map((i) => [i.row.id, i.row.attempts])))
          .returning('id')
          .execute();
        const ids = new Set(moved.map((r) => r.id));
        return items.map((i) => ids.has(i.row.id));
      });
      stageWriters.set(stage, write);
    }
    return write;
  };

  // SQLite has no data-modifying `with`: the three writes of 'sent' in one transaction.
  const markSentTogether = (items: SentMessage[]) =>
    db.transaction().execute(async (trx) => {
      // One update for the batch; each row gets its own server answer and time.
      const moved = await trx
        .updateTable('email_outbox')
        .set({
          status: 'sent',
          sent_at: perRow(items, 'bigint', (i) => i.now),
          provider_message_id: perRow(items, 'text', (i) => i.providerMessageId),
          last_error: perRow(items, 'text', (i) => i.note),
          next_attempt_at: null,
          updated_at: perRow(items, 'bigint', (i) => i.now),
        })
        .where('status', 'in', ['sending', 'uncertain'])
        .where(atAttempt(items.map((i) => [i.row.id, i.attempt])))
        .returning('id')
        .execute();
      const sent = new Set(moved.map((r) => r.id));
      await enqueueJobs(
        trx,
        items.flatMap((i) => (i.followUp ? [i.followUp] : [])),
        latest(items),
      );
      // Each job ends with its message's 'sent', in the same commit.
      await completeJobs(
        trx,
        items.map((i) => i.ctx.job),
        latest(items),
      );
      return sent;
    });
  const markSent = batchCalls(async (items: SentMessage[]) => {
    const sent = await markSentTogether(items);
    return items.map((i) => sent.has(i.row.id));
  });

  return {
    load,
    // Two statements of their own cost SQLite no round trip: the caller moves the row itself.
    loadToSend: (id) => load(id),
    markSending: (row, now) => markSending({ row, now }),
    recordStage: (row, stage, now) => stageWriter(stage)({ row, now }),
    markSent: async (item) => {
      const sent = await markSent(item);
      item.ctx.completedTogether();
      return sent;
    },
  };
}
