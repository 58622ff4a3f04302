import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { PermanentJobError, type JobContext } from '../jobs/job-types.js';
import { composeMime, messageIdFor, SendError } from '../mail/compose-mime.js';
import {
  deliver,
  lookUp,
  outgoingMail,
  smtpCredentials,
  transportOf,
  type Delivered,
  type DeliverDeps,
  type RecordStage,
} from '../mail/deliver.js';
import type { MailAccount, MailCredentials } from '../mail/mail-account.js';
import { PROVIDERS } from '../mail/providers.js';
import { REQUEST_TIMEOUT_MS } from '../mail/senders/oauth-fetch.js';
import { appendToSent, SmtpPools } from '../mail/senders/smtp.js';
import { openSecret, type EmailAccountRow } from './email-accounts.js';
import { automatedSendFailed } from './automation-run-outcomes.js';
import { getAccessToken, MailTokenError, refreshAccessToken } from './mail-tokens.js';
import { findOutbox, transition, type OutboxRow } from './outbox.js';
import { outboxBatches, type OutboxBatches } from './outbox-batches.js';
import { cachedAppPasswords } from './app-password-cache.js';

/**
 * Delivers outbox rows (decisions 014 and 020); the send-email and append-sent jobs
 * (server/jobs/send-email-job.ts) run these functions. The row is the idempotency record: it says
 * 'sending' with the attempt, committed, before the provider is called, and 'sent' after; while
 * sending, `delivery_stage` records how far the delivery got, each stage committed before the step
 * it guards. A run that finds 'sending' knows an earlier run died (or lost the connection)
 * mid-send: if the stage proves the message never left ('none', 'connected'), it sends it again;
 * otherwise it asks the provider where it can (Gmail, Graph) and else marks the message
 * 'uncertain' instead of sending twice.
 */
export const APPEND_SENT_JOB = 'append-sent';
const appendJobId = (outboxId: string) => `sent-copy:${outboxId}`;
const INTERRUPTED =
  'The connection was lost while this message was being sent, so it may or may not have been delivered. Check your Sent folder before sending it again.';

export interface DeliveryDeps extends DeliverDeps {
  db: Kysely<Database>;
  /** The delivery's row writes, shared by the messages delivered at the same time. */
  batches: OutboxBatches;
}

/** One per process: the SMTP session pools live as long as the job runner (close them on stop). */
export function createDeliveryDeps(db: Kysely<Database>, config: Config): DeliveryDeps {
  return {
    db,
    config,
    pools: new SmtpPools(config),
    credentials: mailCredentials(db, config),
    batches: outboxBatches(db),
  };
}

/** The accounts' secrets for the senders: tokens through mail-tokens, app passwords opened here. */
function mailCredentials(db: Kysely<Database>, config: Config): MailCredentials {
  return {
    accessToken: (account) => tokenOrSendError(() => getAccessToken(db, config, account.id)),
    refreshedToken: (account) => tokenOrSendError(() => forceRefresh(db, config, account)),
    appPassword: cachedAppPasswords((account) => {
      const reconnect = `Reconnect your ${PROVIDERS[account.provider].label} account: its password could not be read.`;
      if (!account.app_password_enc) throw new SendError('permanent', reconnect);
      try {
        return openSecret(config, account.user_id, 'app_password_enc', account.app_password_enc);
      } catch {
        throw new SendError('permanent', reconnect);
      }
    }),
  };
}

/** Token problems as SendErrors: a failed refresh may pass, a revoked grant will not. */
async function tokenOrSendError(get: () => Promise<string>): Promise<string> {
  try {
    return await get();
  } catch (err) {
    if (err instanceof MailTokenError) {
      throw new SendError(err.code === 'refresh_failed' ? 'retry' : 'permanent', err.message);
    }
    throw err;
  }
}

async function forceRefresh(db: Kysely<Database>, config: Config, account: MailAccount): Promise<string> {
  const row = await findAccount(db, account.id);
  if (!row) throw new MailTokenError('account_not_found', 'Email account not found');
  return refreshAccessToken(db, config, row);
}

const findAccount = (db: Kysely<Database>, id: string) =>
  db.selectFrom('email_accounts').selectAll().where('id', '=', id).executeTakeFirst();

/** One run of the send-email job for an outbox row. */
export async function sendOutboxMessage(deps: DeliveryDeps, outboxId: string, ctx: JobContext): Promise<void> {
  const { db, batches } = deps;
  const now = ctx.now();
  const found = await batches.loadToSend(outboxId, now);
  if (!found) return; // deleted with its user or account
  const { row, account } = found;
  let from: 'scheduled' | 'sending' = 'scheduled';
  if (row.status === 'sending' && neverLeft(row)) {
    from = 'sending'; // the earlier run stopped before the message was handed over: send it
  } else if (row.status === 'sending') {
    // Gmail's "absent" is an answer only once the earlier request has ended: it may still be in
    // flight from an instance that lost its lease but not its connection.
    if (transportOf(account) === 'gmail_api' && now - Number(row.updated_at) < REQUEST_TIMEOUT_MS)
      throw new SendError('retry', 'An earlier attempt may still be under way. Will look the message up then.');
    const lookup = await lookUp(deps, account, row);
    if (lookup?.found) return void (await markSent(db, row, row.attempts, lookup.providerMessageId, now));
    if (!lookup) return void (await markUncertain(db, row, INTERRUPTED, now));
    from = 'sending'; // the provider says it never arrived: send it again
  } else if (row.status !== 'scheduled') {
    return; // sent, failed, uncertain or cancelled: nothing left to do
  }
  if (account.is_active !== 1) {
    const message = `Reconnect your ${PROVIDERS[account.provider].label} account: access was revoked or expired.`;
    await markFailed(db, row, [from], message, now);
    return;
  }
  const mail = outgoingMail(row, account);
  const raw = await composeMime(mail);
  // The idempotency record, committed before the provider hears of the message (on PostgreSQL,
  // for a scheduled row of an active account, by the read itself: outbox-batches-postgres.ts).
  const attempt = row.attempts + 1;
  const patch = {
    status: 'sending' as const,
    attempts: attempt,
    next_attempt_at: null,
    delivery_stage: 'none' as const,
  };
  const sending =
    from === 'scheduled'
      ? (found.sending ?? (await batches.markSending(row, now)))
      : await transition(db, row, [from], patch, now, row.attempts);
  if (!sending) return; // cancelled meanwhile, or another instance moved it
  let result: Delivered;
  try {
    result = await deliver(deps, account, mail, raw, stageRecorder(batches, sending, ctx));
  } catch (err) {
    return handleFailure(deps, sending, account, err, ctx);
  }
  const done = ctx.now();
  await batches.markSent({
    row: sending,
    attempt,
    providerMessageId: result.providerMessageId,
    note: result.note ?? null,
    now: done,
    followUp:
      transportOf(account) === 'imap_smtp'
        ? { id: appendJobId(row.id), kind: APPEND_SENT_JOB, payload: { outboxId: row.id }, runAt: done }
        : undefined,
    ctx,
  });
}

/**
 * The delivery stopped before the provider could have the message. 'connected' (an SMTP session
 * signed in) is only found on rows of attempts made before that stopped being recorded.
 */
const neverLeft = (row: OutboxRow) => row.delivery_stage === 'none' || row.delivery_stage === 'connected';

/**
 * Commits each stage, fenced on this attempt, before the step it guards. When it cannot (the
 * database is away, the job's lease was lost, another run took the message over), the step does
 * not happen: the message then provably never left, and the next run sends it.
 */
function stageRecorder(batches: OutboxBatches, row: OutboxRow, ctx: JobContext): RecordStage {
  const stopped = new SendError('retry', 'Sending was interrupted before the message went out. Will try again.');
  return async (stage) => {
    if (ctx.signal.aborted) throw stopped;
    let moved: boolean;
    try {
      moved = await batches.recordStage(row, stage, ctx.now());
    } catch (err) {
      ctx.log.warn({ err, stage }, 'could not record the delivery stage');
      throw stopped;
    }
    if (!moved || ctx.signal.aborted) throw stopped;
  };
}

const sentPatch = (providerMessageId: string | null, now: number, note: string | null = null) => ({
  status: 'sent' as const,
  sent_at: now,
  provider_message_id: providerMessageId,
  last_error: note,
  next_attempt_at: null,
});

const markSent = (db: Kysely<Database>, row: OutboxRow, attempt: number, id: string | null, now: number) =>
  transition(db, row, ['sending', 'uncertain'], sentPatch(id, now), now, attempt);

/** Failed for good; an automation's message fails its run too (the run history and back-off show it). */
async function markFailed(
  db: Kysely<Database>,
  row: OutboxRow,
  from: ('scheduled' | 'sending')[],
  message: string,
  now: number,
  attempt?: number,
) {
  const failed = await transition(
    db,
    row,
    from,
    { status: 'failed', last_error: message, next_attempt_at: null },
    now,
    attempt,
  );
  if (failed?.automated === 1) await automatedSendFailed(db, failed.id, message, now);
}

const markUncertain = (db: Kysely<Database>, row: OutboxRow, message: string, now: number) =>
  transition(db, row, ['sending'], { status: 'uncertain', last_error: message, next_attempt_at: null }, now);

async function handleFailure(
  deps: DeliveryDeps,
  row: OutboxRow,
  account: EmailAccountRow,
  err: unknown,
  ctx: JobContext,
) {
  const { db } = deps;
  const e = err instanceof SendError ? err : new SendError('retry', 'Sending failed unexpectedly. Will try again.');
  if (!(err instanceof SendError)) ctx.log.error({ err }, 'unexpected error while sending');
  const now = ctx.now();
  if (e.failure === 'uncertain') {
    // Gmail and Graph can be asked later (after the back-off) whether it arrived; SMTP cannot.
    if (transportOf(account) === 'imap_smtp' || ctx.finalAttempt)
      return void (await markUncertain(db, row, INTERRUPTED, now));
    await transition(db, row, ['sending'], { status: 'sending', last_error: e.message }, now, row.attempts);
    throw e;
  }
  if (e.failure === 'permanent') {
    await markFailed(db, row, ['sending'], e.message, now);
    throw new PermanentJobError(e.message);
  }
  const retry = {
    status: 'scheduled' as const,
    last_error: e.message,
    next_attempt_at: ctx.finalAttempt ? null : ctx.retryAt,
  };
  await transition(db, row, ['sending'], retry, now, row.attempts);
  throw e;
}

/** The runner gave up: a message never handed over failed; one that may have been is uncertain. */
export async function giveUpOutboxMessage(
  deps: DeliveryDeps,
  outboxId: string,
  error: string,
  now: number,
): Promise<void> {
  const row = await findOutbox(deps.db, outboxId);
  if (row?.status === 'sending' && neverLeft(row)) {
    await markFailed(deps.db, row, ['sending'], error, now, row.attempts);
  } else if (row?.status === 'scheduled') {
    await markFailed(deps.db, row, ['scheduled'], error, now);
  } else if (row?.status === 'sending') {
    await markUncertain(deps.db, row, INTERRUPTED, now);
  }
}

/** Files the sent copy in the Sent folder of an SMTP account (retried by the runner if IMAP fails). */
export async function appendSentCopy(deps: DeliveryDeps, outboxId: string): Promise<void> {
  // Read with the sends' batched loader: the copies of a queue fall due together.
  const found = await deps.batches.load(outboxId);
  if (!found) return;
  const { row, account } = found;
  if (row.status !== 'sent' || transportOf(account) !== 'imap_smtp') return;
  const raw = await composeMime(outgoingMail(row, account));
  await appendToSent(deps.config, account, await smtpCredentials(deps, account), raw, messageIdFor(row.id));
}
