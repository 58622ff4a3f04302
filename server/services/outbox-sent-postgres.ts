import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { queuedRow } from '../jobs/job-store.js';
import type { SentMessage } from './outbox-sent-message.js';

/**
 * The 'sent' of a batch on PostgreSQL as one statement: the fenced update of the rows, the insert
 * of their Sent-folder jobs and the end of their send jobs, each a part of one `with`. A statement
 * commits (or fails) as a whole, like the transaction it replaces, which cost five round trips
 * (begin, three statements, commit). Each part keeps the fence of its own form
 * (outbox-batches.ts, `completeJobs`): a row only at its caller's attempt and still 'sending' or
 * 'uncertain', a job only while running under its caller's claim, an existing job left as it is.
 *
 * The values go in as one array per column, so the text is the same for every batch size:
 * PostgreSQL prepares it once per connection (pg-named-statements.ts) instead of parsing a
 * statement that grows with the batch.
 */
const MARK_SENT = `with sent as (
  update email_outbox o
  set status = 'sent', sent_at = m.sent_at, provider_message_id = m.provider_message_id,
    last_error = m.note, next_attempt_at = null, updated_at = m.sent_at
  from unnest($1::text[], $2::integer[], $3::bigint[], $4::text[], $5::text[])
    as m(id, attempt, sent_at, provider_message_id, note)
  where o.id = m.id and o.attempts = m.attempt and o.status in ('sending', 'uncertain')
  returning o.id
), follow_ups as (
  insert into jobs (id, kind, payload, run_at, status, attempts, created_at, updated_at)
  select f.id, f.kind, f.payload, f.run_at, 'queued', 0, $6::bigint, $6::bigint
  from unnest($7::text[], $8::text[], $9::text[], $10::bigint[]) as f(id, kind, payload, run_at)
  on conflict (id) do nothing
), done as (
  update jobs j
  set status = 'done', lease_owner = null, lease_until = null, updated_at = $6::bigint
  from unnest($11::text[], $12::text[], $13::integer[]) as c(id, lease_owner, attempts)
  where j.id = c.id and j.status = 'running' and j.lease_owner = c.lease_owner and j.attempts = c.attempts
)
select id from sent`;

/** The ids of the rows this batch moved to 'sent'; a row another run took over is not among them. */
export async function markSentInOneStatement(db: Kysely<Database>, items: SentMessage[]): Promise<Set<string>> {
  const now = Math.max(...items.map((i) => i.now));
  const followUps = items.flatMap((i) => (i.followUp ? [queuedRow(i.followUp, now)] : []));
  const jobs = items.map((i) => i.ctx.job);
  const { rows } = await db.executeQuery<{ id: string }>(
    CompiledQuery.raw(MARK_SENT, [
      items.map((i) => i.row.id),
      items.map((i) => i.attempt),
      items.map((i) => i.now),
      items.map((i) => i.providerMessageId),
      items.map((i) => i.note),
      now,
      followUps.map((j) => j.id),
      followUps.map((j) => j.kind),
      followUps.map((j) => j.payload),
      followUps.map((j) => j.run_at),
      jobs.map((j) => j.id),
      jobs.map((j) => j.lease_owner),
      jobs.map((j) => j.attempts),
    ]),
  );
  return new Set(rows.map((r) => r.id));
}
