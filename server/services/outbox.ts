import { newestFirstOfUser } from '../db/compiled-page.js';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { PageQuery } from '../../common/schemas/paging.js';
import { positionOf, toPage, type Page } from '../db/keyset.js';
import { EMAIL_SEND_MESSAGES, type OutboxItem } from '../../common/schemas/email-send.js';
import type { OutboxStatus } from '../../common/email-send-constants.js';
import type { Database, EmailOutboxTable } from '../db/schema.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, invalid, notFound } from '../lib/domain-error.js';
import { cancelQueuedJob, enqueueJob } from '../jobs/job-store.js';
import { PROVIDERS } from '../mail/providers.js';
import { findOwnAccount, type EmailAccountRow } from './email-accounts.js';

/**
 * The outbox: every message a user sends through a linked account goes through a row here and a
 * `send:<id>` job, whose run delivers it (server/services/email-delivery.ts). `queueEmail` is the
 * entry point for the send route and, later, automations. Status changes are conditional updates on
 * the expected status, so a cancel and a delivery, or two instances, cannot both win.
 */
export type OutboxRow = Selectable<EmailOutboxTable>;
type Queryable = Kysely<Database> | Transaction<Database>;

export const SEND_EMAIL_JOB = 'send-email';
export const sendJobId = (outboxId: string) => `send:${outboxId}`;
/** One job per resend: the attempt count tells resends apart (a second one needs another uncertain attempt). */
const resendJobId = (row: Pick<OutboxRow, 'id' | 'attempts'>) => `resend:${row.id}:${row.attempts}`;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toOutboxItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    accountId: row.account_id,
    to: row.to,
    subject: row.subject,
    body: row.body,
    status: row.status,
    sendAt: iso(row.send_at)!,
    attempts: row.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: iso(row.sent_at),
    createdAt: iso(row.created_at)!,
  };
}

/** The account to send from: the one asked for (the caller's own, active), else the first active one. */
export async function pickAccount(db: Kysely<Database>, userId: string, accountId?: string): Promise<EmailAccountRow> {
  if (accountId) {
    const row = await findOwnAccount(db, userId, accountId);
    if (row.is_active !== 1) {
      throw conflict(
        `Reconnect this ${PROVIDERS[row.provider].label} account before sending from it.`,
        'account_inactive',
      );
    }
    return row;
  }
  const rows = await db
    .selectFrom('email_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const active = rows.find((r) => r.is_active === 1);
  if (active) return active;
  if (rows.length > 0) throw invalid(EMAIL_SEND_MESSAGES.noActiveAccount, 'no_active_account');
  throw invalid(EMAIL_SEND_MESSAGES.noAccounts, 'no_email_accounts');
}

export interface NewOutboxMessage {
  userId: string;
  accountId: string;
  to: string[];
  subject: string;
  body: string;
  /** Epoch ms; absent or past: due now. */
  sendAt?: number;
  /** A client's key for this send: the same key again answers the first message instead of a second. */
  idempotencyKey?: string;
  /**
   * The server's own key (an automation run's `automation:<run id>`), used as it is: a run that is
   * repeated after a crash finds the message it queued instead of queueing a second.
   */
  systemKey?: string;
  /** Sent by an automation: it carries Auto-Submitted and X-Auto-Response-Suppress. */
  automated?: boolean;
  /** Threading of a reply or forward: the Message-ID it answers, the chain, the provider's thread. */
  inReplyTo?: string | null;
  references?: string | null;
  threadId?: string | null;
}

/** Writes the outbox row and its job in one transaction; a repeated idempotency key returns the first row. */
export async function queueEmail(db: Queryable, m: NewOutboxMessage, now = Date.now()): Promise<OutboxRow> {
  const key = m.systemKey ?? (m.idempotencyKey ? `client:${m.userId}:${m.idempotencyKey}` : undefined);
  const existing = key && (await findByKey(db, key));
  if (existing) return existing;
  const id = randomUUID();
  const sendAt = Math.max(m.sendAt ?? now, now);
  const row: OutboxRow = {
    id,
    user_id: m.userId,
    account_id: m.accountId,
    to: m.to.join(', '),
    subject: m.subject,
    body: m.body,
    send_at: sendAt,
    status: 'scheduled',
    attempts: 0,
    next_attempt_at: null,
    last_error: null,
    idempotency_key: key ?? `outbox:${id}`,
    provider_message_id: null,
    created_at: now,
    updated_at: now,
    sent_at: null,
    delivery_stage: 'none',
    resent_at: null,
    automated: m.automated ? 1 : 0,
    in_reply_to: m.inReplyTo ?? null,
    references: m.references ?? null,
    thread_id: m.threadId ?? null,
  };
  const write = async (trx: Queryable) => {
    await trx.insertInto('email_outbox').values(row).execute();
    await enqueueJob(trx, { id: sendJobId(id), kind: SEND_EMAIL_JOB, payload: { outboxId: id }, runAt: sendAt }, now);
  };
  // Given a transaction (an automation run's claim), the message joins it: it commits with the
  // claim or not at all. A conflict there is the caller's to handle (its transaction is spoilt).
  if (db.isTransaction) {
    await write(db);
    return row;
  }
  try {
    await db.transaction().execute(write);
  } catch (err) {
    const raced = key && isUniqueViolation(err) ? await findByKey(db, key) : undefined;
    if (raced) return raced;
    throw err;
  }
  return row;
}

const findByKey = (db: Queryable, key: string) =>
  db.selectFrom('email_outbox').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

export function findOutbox(db: Queryable, id: string): Promise<OutboxRow | undefined> {
  return db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

const outboxPage = newestFirstOfUser('email_outbox');

/** Newest first; the id breaks ties within a millisecond. */
export async function listOutbox(db: Kysely<Database>, userId: string, page: PageQuery): Promise<Page<OutboxItem>> {
  const { rows } = await db.executeQuery(outboxPage(db, page, userId));
  const { rows: pageRows, next } = toPage(rows, page.limit, positionOf('created_at'));
  return { rows: pageRows.map(toOutboxItem), next };
}

/** Only while scheduled (a retry pending counts): 409 otherwise; another user's id is a 404. */
export async function cancelOutbox(db: Kysely<Database>, userId: string, id: string, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('email_outbox')
      .set({ status: 'cancelled', next_attempt_at: null, updated_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'scheduled')
      .returningAll()
      .executeTakeFirst();
    if (row) {
      await cancelQueuedJob(trx, sendJobId(id), now);
      return toOutboxItem(row);
    }
    const current = await findOutbox(trx, id);
    if (!current || current.user_id !== userId) throw notFound(EMAIL_SEND_MESSAGES.notFound, 'message_not_found');
    throw conflict(EMAIL_SEND_MESSAGES.notCancellable, 'not_cancellable');
  });
}

/**
 * Sends an uncertain message again, after the user checked their Sent folder: the same row (the same
 * Message-ID, so a receiving server that kept the first copy may drop the second) goes back to
 * 'scheduled', due now, with a job of its own, in one transaction. Only from 'uncertain' and only
 * the owner's (another user's id is a 404). Asked again for a message already sent again, it
 * answers that message's state and sends nothing (a repeated click or request).
 * Returns the row and the job to run.
 */
export async function resendOutbox(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now = Date.now(),
): Promise<{ row: OutboxRow; jobId?: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('email_outbox')
      .set({
        status: 'scheduled',
        next_attempt_at: null,
        last_error: null,
        delivery_stage: 'none',
        resent_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'uncertain')
      .returningAll()
      .executeTakeFirst();
    if (row) {
      const jobId = resendJobId(row);
      await enqueueJob(trx, { id: jobId, kind: SEND_EMAIL_JOB, payload: { outboxId: id }, runAt: now }, now);
      return { row, jobId };
    }
    const current = await findOutbox(trx, id);
    if (!current || current.user_id !== userId) throw notFound(EMAIL_SEND_MESSAGES.notFound, 'message_not_found');
    if (current.resent_at !== null) return { row: current };
    throw conflict(EMAIL_SEND_MESSAGES.notResendable, 'not_resendable');
  });
}

/**
 * Moves a row from `from` to `to` (the delivery's state machine), fenced on the status and, when
 * given, the attempt the caller made. Returns the updated row, or undefined if someone else moved it.
 */
export async function transition(
  db: Queryable,
  row: Pick<OutboxRow, 'id'>,
  from: OutboxStatus[],
  to: Partial<Omit<OutboxRow, 'id' | 'user_id' | 'account_id'>> & { status: OutboxStatus },
  now: number,
  attempt?: number,
): Promise<OutboxRow | undefined> {
  let q = db
    .updateTable('email_outbox')
    .set({ ...to, updated_at: now })
    .where('id', '=', row.id)
    .where('status', 'in', from);
  if (attempt !== undefined) q = q.where('attempts', '=', attempt);
  return q.returningAll().executeTakeFirst();
}
