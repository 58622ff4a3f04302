import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Logger } from '../lib/logger.js';
import type { IncomingMessage } from '../mail/readers/incoming-message.js';
import { readNewMail, type MailCursor, type ReaderDeps } from '../mail/readers/index.js';
import type { AutomationRow } from './automation-actions.js';
import { claimRun } from './automation-runs.js';
import type { EmailAccountRow } from './email-accounts.js';
import { createDeliveryDeps } from './email-delivery.js';
import { loopGuardReason } from './loop-guards.js';
import { matchTrigger } from './trigger-matching.js';

/**
 * Keyword and sender triggers: new mail of a synced account is read from where the last read
 * stopped (a cursor per account), and each new message is offered to the account's active keyword
 * and sender automations. The order of the steps is what makes a crash harmless: the runs are
 * claimed (a unique row per automation and message), then the message is marked seen, then the
 * cursor moves. A crash between two steps makes the next scan repeat a step whose effect is already
 * there: a claim that conflicts, a seen row that exists.
 */

export type ClaimRun = typeof claimRun;

export interface MailTriggerDeps extends Omit<ReaderDeps, 'credentials'> {
  db: Kysely<Database>;
  /** The accounts' secrets; without them, opened as delivery opens them (mailTriggerDeps). */
  credentials?: ReaderDeps['credentials'];
  log?: Logger;
  /** The provider readers (server/mail/readers); tests hand in their own. */
  readers?: { readNewMail: typeof readNewMail };
  /** The run claim (server/services/automation-runs.ts); tests may hand in their own. */
  claimRun?: ClaimRun;
}

/** What a scan needs in production: the database, the settings and the accounts' secrets (as delivery opens them). */
export function mailTriggerDeps(
  db: Kysely<Database>,
  config: Config,
  log?: Logger,
): MailTriggerDeps & Pick<ReaderDeps, 'credentials'> {
  return { db, config, log, credentials: createDeliveryDeps(db, config).credentials };
}

/** Reads of one account per scan at most (READ_BATCH messages each); the rest waits a minute. */
export const MAX_READS_PER_SCAN = 20;

export interface ScanResult {
  /** Messages the reader returned. */
  read: number;
  /** New ones (not seen before). */
  fresh: number;
  /** Runs claimed, and matches a claim refused (already claimed, a safeguard) or a loop guard skipped. */
  claimed: number;
  refused: number;
  guarded: number;
}

export const mailSlotKey = (accountId: string, messageId: string) => `mail:${accountId}:${messageId}`;

const MAIL_TRIGGERS = ['keyword', 'sender'] as const;

/**
 * The user's first usable account (active, not waiting to be linked again): where an automation
 * without an account reads and sends, as the run's claim picks it.
 */
export async function firstActiveAccountId(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('email_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .where('needs_reauth', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The active keyword and sender automations that read this account. */
export async function mailAutomationsOf(db: Kysely<Database>, account: EmailAccountRow): Promise<AutomationRow[]> {
  const isFirst = (await firstActiveAccountId(db, account.user_id)) === account.id;
  return db
    .selectFrom('automations')
    .selectAll()
    .where('user_id', '=', account.user_id)
    .where('status', '=', 'active')
    .where('trigger_type', 'in', MAIL_TRIGGERS)
    .where((eb) =>
      isFirst
        ? eb.or([eb('account_id', '=', account.id), eb('account_id', 'is', null)])
        : eb('account_id', '=', account.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Accounts whose new mail is read: sync on, active and not waiting to be linked again, with at
 * least one active keyword or sender automation reading them (its own account, or none and this
 * is the user's first usable one).
 */
const readAccountIds = (db: Kysely<Database>) =>
  db
    .selectFrom('email_accounts as e')
    .select('e.id')
    .where('e.sync_enabled', '=', 1)
    .where('e.is_active', '=', 1)
    .where('e.needs_reauth', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('automations as a')
          .select('a.id')
          .whereRef('a.user_id', '=', 'e.user_id')
          .where('a.status', '=', 'active')
          .where('a.trigger_type', 'in', MAIL_TRIGGERS)
          .where((w) =>
            w.or([
              w('a.account_id', '=', w.ref('e.id')),
              w.and([
                w('a.account_id', 'is', null),
                // This is the user's first active account.
                w(
                  'e.id',
                  '=',
                  w
                    .selectFrom('email_accounts as f')
                    .select('f.id')
                    .whereRef('f.user_id', '=', 'e.user_id')
                    .where('f.is_active', '=', 1)
                    .where('f.needs_reauth', '=', 0)
                    .orderBy('f.created_at')
                    .orderBy('f.id')
                    .limit(1),
                ),
              ]),
            ]),
          ),
      ),
    );

export async function accountsToScan(db: Kysely<Database>): Promise<string[]> {
  const rows = await readAccountIds(db).orderBy('e.id').execute();
  return rows.map((r) => r.id);
}

/**
 * Forgets the cursor of every account that is no longer read (sync off, inactive, or no automation
 * listens), so mail that arrives while nothing listens never triggers later: when it is read again,
 * the first read starts at that moment.
 */
export async function dropIdleCursors(db: Kysely<Database>): Promise<number> {
  const r = await db.deleteFrom('mail_cursors').where('account_id', 'not in', readAccountIds(db)).executeTakeFirst();
  return Number(r.numDeletedRows);
}

const EMPTY: ScanResult = { read: 0, fresh: 0, claimed: 0, refused: 0, guarded: 0 };

/** Reads the account's new mail once and offers each new message to its mail automations. */
export async function scanAccount(deps: MailTriggerDeps, accountId: string, now: number): Promise<ScanResult> {
  const { db } = deps;
  const account = await db.selectFrom('email_accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!account || account.sync_enabled !== 1 || account.is_active !== 1 || account.needs_reauth !== 0) return EMPTY;
  const automations = await mailAutomationsOf(db, account);
  if (automations.length === 0) return EMPTY;

  const read = deps.readers?.readNewMail ?? readNewMail;
  const readerDeps = deps.credentials ? { ...deps, credentials: deps.credentials } : mailTriggerDeps(db, deps.config);
  const claim = deps.claimRun ?? claimRun;
  const own = (
    await db.selectFrom('email_accounts').select('email').where('user_id', '=', account.user_id).execute()
  ).map((r) => r.email);
  const stored = await db.selectFrom('mail_cursors').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  let cursor: MailCursor | null = stored ? { cursor: stored.cursor, uidValidity: stored.uid_validity } : null;

  const result: ScanResult = { ...EMPTY };
  for (let reads = 0; reads < MAX_READS_PER_SCAN; reads++) {
    const mail = await read(readerDeps, account, cursor);
    result.read += mail.messages.length;
    const seen = await seenAmong(
      db,
      accountId,
      mail.messages.map((m) => m.messageId),
    );
    for (const message of mail.messages) {
      if (seen.has(message.messageId)) continue;
      // The same message twice in one read (a copy in two folders) counts once.
      seen.add(message.messageId);
      result.fresh++;
      await offer(deps, claim, automations, accountId, message, own, now, result);
      await db
        .insertInto('mail_seen')
        .values({ account_id: accountId, message_id: message.messageId, seen_at: now })
        .onConflict((oc) => oc.columns(['account_id', 'message_id']).doNothing())
        .execute();
    }
    cursor = { cursor: mail.cursor, uidValidity: mail.uidValidity };
    const row = { cursor: cursor.cursor, uid_validity: cursor.uidValidity, updated_at: now };
    await db
      .insertInto('mail_cursors')
      .values({ account_id: accountId, ...row })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
      .execute();
    if (!mail.more) break;
  }
  await db.updateTable('email_accounts').set({ last_sync_at: now }).where('id', '=', accountId).execute();
  return result;
}

/** One new message, offered to each automation: a claimed run, or a skipped one when a loop guard refuses it. */
async function offer(
  deps: MailTriggerDeps,
  claim: ClaimRun,
  automations: AutomationRow[],
  accountId: string,
  message: IncomingMessage,
  own: string[],
  now: number,
  result: ScanResult,
) {
  const guard = loopGuardReason(message, own);
  for (const automation of automations) {
    const matched = matchTrigger(automation, message);
    if (!matched) continue;
    const slotKey = mailSlotKey(accountId, message.messageId);
    if (guard) {
      await recordSkippedRun(deps.db, automation, slotKey, matched, guard, now);
      result.guarded++;
      continue;
    }
    const r = await claim(deps, { automationId: automation.id, slotKey, trigger: 'mail', matched, message }, now);
    if (r.claimed) result.claimed++;
    else result.refused++;
  }
}

/** Which of these Message-IDs the account has seen already. */
async function seenAmong(db: Kysely<Database>, accountId: string, messageIds: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const unique = [...new Set(messageIds)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('mail_seen')
      .select('message_id')
      .where('account_id', '=', accountId)
      .where('message_id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) seen.add(r.message_id);
  }
  return seen;
}

/**
 * A message a loop guard refused is still in the automation's history, as a skipped run with the
 * reason, so the user sees why it did not answer. Same unique slot as a real run: one row per
 * automation and message, whoever writes it.
 */
async function recordSkippedRun(
  db: Kysely<Database>,
  a: AutomationRow,
  slotKey: string,
  matched: string,
  reason: string,
  now: number,
) {
  await db
    .insertInto('automation_runs')
    .values({
      id: randomUUID(),
      automation_id: a.id,
      user_id: a.user_id,
      slot_key: slotKey,
      trigger: 'mail',
      status: 'skipped',
      matched,
      recipient: null,
      outbox_id: null,
      task_id: null,
      error: reason,
      agent_prompt: null,
      agent_model: null,
      estimated_cost_usd: null,
      started_at: now,
      finished_at: now,
    })
    .onConflict((oc) => oc.columns(['automation_id', 'slot_key']).doNothing())
    .execute();
}
