import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { queuedRow } from '../jobs/job-store.js';
import { batchCalls } from '../lib/batch-calls.js';
import type { EmailAccountRow } from './email-accounts.js';
import type { OutboxBatches } from './outbox-batches-contract.js';
import type { OutboxRow } from './outbox.js';
import type { SentMessage } from './outbox-sent-message.js';

/**
 * The outbox's batched reads and writes on PostgreSQL (the contract is outbox-batches-contract.ts,
 * the SQLite forms are in outbox-batches.ts), where every statement is a round trip whose socket
 * write and wake-up of the database cost the server more than the statement itself:
 * - the rows and their accounts are read in one statement instead of two, and a send's read also
 *   moves its row to 'sending';
 * - the move to 'sending', the stage writes and the 'sent' of the messages under way go out
 *   together, one statement per batch whatever their mix, where each kind had a statement of its
 *   own. Each part keeps its own fence, exactly as in its SQLite form: a row only at its caller's
 *   attempt and in the status it expects, a job only while running under its caller's claim, an
 *   existing Sent-folder job left as it is. The statement commits (or fails) as a whole, so each
 *   write is still committed before the step it guards, and a failed batch fails each caller.
 *
 * The values go in as one array per column, so each text is the same for every batch: PostgreSQL
 * prepares it once per connection (pg-named-statements.ts) and Kysely compiles nothing.
 */
/**
 * The read of a send, which also moves each scheduled row of an active account to 'sending' (the
 * fence and values of the 'sending' part of WRITE): the round trip of that move, a step before
 * every message could take its SMTP session, is saved. The row is answered as it was read, so
 * the caller decides on it as on any other; a row moved meanwhile by someone else (a cancel, another
 * instance) fails the fence and is not moved. The caller composes the message after the move: should
 * that fail, the row is a 'sending' that never left, which the job's next run sends. Other reads
 * (the Sent-folder copies) use the same text and move nothing ($3 false): one statement to prepare.
 */
const READ = `with found as (
  select o.*, to_json(a) as account, a.is_active as account_active
  from email_outbox o join email_accounts a on a.id = o.account_id
  where o.id = any($1::text[])
), moved as (
  update email_outbox o
  set status = 'sending', attempts = o.attempts + 1, next_attempt_at = null, delivery_stage = 'none',
    updated_at = $2::bigint
  from found f
  where $3::boolean and o.id = f.id and f.status = 'scheduled' and f.account_active = 1
    and o.status = 'scheduled' and o.attempts = f.attempts
  returning o.*
)
select f.*, to_json(m) as sending from found f left join moved m on m.id = f.id`;

const WRITE = `with sending as (
  update email_outbox o
  set status = 'sending', attempts = o.attempts + 1, next_attempt_at = null, delivery_stage = 'none',
    updated_at = $1::bigint
  from unnest($2::text[], $3::integer[]) as m(id, attempt)
  where o.id = m.id and o.attempts = m.attempt and o.status = 'scheduled'
  returning o.*
), staged as (
  update email_outbox o
  set status = 'sending', delivery_stage = m.stage, updated_at = $1::bigint
  from unnest($4::text[], $5::integer[], $6::text[]) as m(id, attempt, stage)
  where o.id = m.id and o.attempts = m.attempt and o.status = 'sending'
  returning o.id
), sent as (
  update email_outbox o
  set status = 'sent', sent_at = m.sent_at, provider_message_id = m.provider_message_id,
    last_error = m.note, next_attempt_at = null, updated_at = m.sent_at
  from unnest($7::text[], $8::integer[], $9::bigint[], $10::text[], $11::text[])
    as m(id, attempt, sent_at, provider_message_id, note)
  where o.id = m.id and o.attempts = m.attempt and o.status in ('sending', 'uncertain')
  returning o.id
), follow_ups as (
  insert into jobs (id, kind, payload, run_at, status, attempts, created_at, updated_at)
  select f.id, f.kind, f.payload, f.run_at, 'queued', 0, $1::bigint, $1::bigint
  from unnest($12::text[], $13::text[], $14::text[], $15::bigint[]) as f(id, kind, payload, run_at)
  on conflict (id) do nothing
), done as (
  update jobs j
  set status = 'done', lease_owner = null, lease_until = null, updated_at = $1::bigint
  from unnest($16::text[], $17::text[], $18::integer[]) as c(id, lease_owner, attempts)
  where j.id = c.id and j.status = 'running' and j.lease_owner = c.lease_owner and j.attempts = c.attempts
)
select 'sending' as step, s.id, to_json(s) as row from sending s
union all select 'stage', id, null from staged
union all select 'sent', id, null from sent`;

type Write =
  | { step: 'sending'; row: OutboxRow; now: number }
  | { step: 'stage'; row: OutboxRow; stage: 'data' | 'request'; now: number }
  | { step: 'sent'; sent: SentMessage };
type Written = OutboxRow | boolean | undefined;

const of = <S extends Write['step']>(writes: Write[], step: S) =>
  writes.filter((w): w is Extract<Write, { step: S }> => w.step === step);

async function writeTogether(db: Kysely<Database>, writes: Write[]): Promise<Written[]> {
  const now = Math.max(...writes.map((w) => (w.step === 'sent' ? w.sent.now : w.now)));
  const sending = of(writes, 'sending');
  const staged = of(writes, 'stage');
  const sent = of(writes, 'sent').map((w) => w.sent);
  const followUps = sent.flatMap((i) => (i.followUp ? [queuedRow(i.followUp, now)] : []));
  const jobs = sent.map((i) => i.ctx.job);
  const { rows } = await db.executeQuery<{ step: Write['step']; id: string; row: OutboxRow | null }>(
    CompiledQuery.raw(WRITE, [
      now,
      sending.map((w) => w.row.id),
      sending.map((w) => w.row.attempts),
      staged.map((w) => w.row.id),
      staged.map((w) => w.row.attempts),
      staged.map((w) => w.stage),
      sent.map((i) => i.row.id),
      sent.map((i) => i.attempt),
      sent.map((i) => i.now),
      sent.map((i) => i.providerMessageId),
      sent.map((i) => i.note),
      followUps.map((j) => j.id),
      followUps.map((j) => j.kind),
      followUps.map((j) => j.payload),
      followUps.map((j) => j.run_at),
      jobs.map((j) => j.id),
      jobs.map((j) => j.lease_owner),
      jobs.map((j) => j.attempts),
    ]),
  );
  const moved = new Map(rows.filter((r) => r.step === 'sending').map((r) => [r.id, r.row!]));
  const done = new Set(rows.filter((r) => r.step !== 'sending').map((r) => `${r.step}:${r.id}`));
  return writes.map((w) => {
    if (w.step === 'sending') return moved.get(w.row.id);
    return done.has(`${w.step}:${w.step === 'sent' ? w.sent.row.id : w.row.id}`);
  });
}

export function outboxBatchesPostgres(db: Kysely<Database>): OutboxBatches {
  const read = (move: boolean) =>
    batchCalls(async (asks: { id: string; now: number }[]) => {
      const ids = asks.map((a) => a.id);
      const now = Math.max(...asks.map((a) => a.now));
      type Found = OutboxRow & { account: EmailAccountRow; account_active: number; sending: OutboxRow | null };
      const { rows } = await db.executeQuery<Found>(CompiledQuery.raw(READ, [ids, now, move]));
      const found = new Map(
        rows.map(({ account, account_active: _active, sending, ...row }) => [
          row.id,
          { row: row as OutboxRow, account, ...(sending ? { sending } : {}) },
        ]),
      );
      return ids.map((id) => found.get(id));
    });
  const load = read(false);
  const loadToSend = read(true);
  const write = batchCalls((writes: Write[]) => writeTogether(db, writes));
  return {
    load: (id) => load({ id, now: 0 }),
    loadToSend: (id, now) => loadToSend({ id, now }),
    markSending: async (row, now) => (await write({ step: 'sending', row, now })) as OutboxRow | undefined,
    recordStage: async (row, stage, now) => (await write({ step: 'stage', row, stage, now })) as boolean,
    markSent: async (sent) => {
      const written = (await write({ step: 'sent', sent })) as boolean;
      sent.ctx.completedTogether();
      return written;
    },
  };
}
