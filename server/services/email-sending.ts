import type { Kysely } from 'kysely';
import type { OutboxItem, SendEmailRequestSchema } from '../../common/schemas/email-send.js';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import type { Logger } from '../lib/logger.js';
import {
  findOutbox,
  pickAccount,
  queueEmail,
  resendOutbox,
  sendJobId,
  toOutboxItem,
  type OutboxRow,
} from './outbox.js';

/** How long a send waits for a message due now to be delivered before answering with its current state. */
export const INLINE_SEND_WAIT_MS = 10_000;

/**
 * What sending needs: the database, the job runner's clock and immediate run (the delivery itself
 * is the send-email job's, so a message sent at once and one sent later take the same path), and
 * somewhere to log a run that failed outside the job's own handling.
 */
export interface SendingDeps {
  db: Kysely<Database>;
  jobs: { now(): number; runNow(id: string): Promise<boolean> };
  log: Logger;
}

/** A send as the request schema hands it on: recipients parsed, subject defaulted. */
export type SendEmailInput = z.output<typeof SendEmailRequestSchema>;

/**
 * Runs a due message's job on this instance at once and waits for it up to INLINE_SEND_WAIT_MS;
 * answers the message's state then (sent, failed, uncertain, or still sending: the job goes on and
 * the outbox shows how it ends).
 */
async function deliverNow(deps: SendingDeps, row: OutboxRow, jobId: string): Promise<OutboxItem> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, INLINE_SEND_WAIT_MS)));
  const run = deps.jobs.runNow(jobId).catch((err: unknown) => deps.log.error({ err }, 'inline send failed'));
  await Promise.race([run, waited]).finally(() => clearTimeout(timer));
  return toOutboxItem((await findOutbox(deps.db, row.id)) ?? row);
}

/**
 * Queues a message from the user's account (the one asked for, else their first active one): an
 * outbox row and its job. One due now is delivered at once through that job. A repeated
 * idempotency key answers the first message's state and sends nothing more.
 */
export async function sendEmail(
  deps: SendingDeps,
  userId: string,
  input: SendEmailInput,
  idempotencyKey?: string,
): Promise<OutboxItem> {
  const { db, jobs } = deps;
  const account = await pickAccount(db, userId, input.accountId);
  const now = jobs.now();
  const row = await queueEmail(
    db,
    {
      userId,
      accountId: account.id,
      to: input.to,
      subject: input.subject,
      body: input.body,
      sendAt: input.sendAt ? Date.parse(input.sendAt) : undefined,
      idempotencyKey,
    },
    now,
  );
  if (row.status === 'scheduled' && row.send_at <= now) return deliverNow(deps, row, sendJobId(row.id));
  return toOutboxItem((await findOutbox(db, row.id)) ?? row);
}

/**
 * Sends an uncertain message again (once the user checked their Sent folder), at once, answered
 * like a send. Repeated, it answers the message's state and sends nothing more.
 */
export async function resendEmail(deps: SendingDeps, userId: string, id: string): Promise<OutboxItem> {
  const { row, jobId } = await resendOutbox(deps.db, userId, id, deps.jobs.now());
  return jobId ? deliverNow(deps, row, jobId) : toOutboxItem(row);
}
