import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AUTOMATION_MESSAGES, type AutomationActionResult } from '../../common/schemas/automations.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { conflict, DomainError } from '../lib/domain-error.js';
import { ReadError, recentMail, type IncomingMessage } from '../mail/readers/index.js';
import { accountFor, claimRun, type AutomationRunRow } from './automation-runs.js';
import { userTimezone } from './automation-schedule.js';
import { findOwnAutomation, type AutomationRow } from './automations.js';
import { toAutomation, toAutomationRun } from './automation-views.js';
import { listAccounts, type EmailAccountRow } from './email-accounts.js';
import { luxon } from '../lib/lazy-modules.js';
import { loopGuardReason } from './loop-guards.js';
import { mailTriggerDeps } from './mail-triggers.js';
import { matchTrigger } from './trigger-matching.js';

/**
 * Execute now (POST /api/automations/:id/execute): one run, claimed like any other (slot
 * `manual:<uuid>`), inside every safeguard, with its answer in words for the toast. A keyword or
 * sender automation runs against the newest recent message of its account that it matches (and
 * that no loop guard refuses), as if that message had just arrived.
 */
export interface ExecuteDeps {
  db: Kysely<Database>;
  config: Config;
  /** Tests hand in their own reader. */
  readers?: { recentMail: typeof recentMail };
}

export const EXECUTE_MESSAGES = {
  noMatch: (email: string) =>
    `No recent message in ${email} matches this automation's trigger, so nothing was run. It runs when one arrives.`,
  queued: (at: string) => `Automation executed: email queued, sends at ${at} unless cancelled`,
  queuedNow: 'Automation executed: email queued, sending now',
  task: 'Automation executed: task created',
  agent: (output: 'email' | 'task') =>
    `Automation executed: the agent is working on it; its answer ${output === 'task' ? 'becomes a task' : 'arrives by email'}`,
  failed: (error: string) => `Automation failed: ${error}`,
} as const;

export async function executeNow(
  deps: ExecuteDeps,
  userId: string,
  automationId: string,
  now = Date.now(),
): Promise<AutomationActionResult> {
  const { db } = deps;
  const a = await findOwnAutomation(db, userId, automationId);
  const accounts = await listAccounts(db, userId);
  if (accounts.length === 0) throw conflict(AUTOMATION_MESSAGES.noAccounts, 'no_email_accounts');

  let message: IncomingMessage | undefined;
  let matched: string | null = null;
  if (a.trigger_type === 'keyword' || a.trigger_type === 'sender') {
    // Without a usable account the claim refuses (and says why); with one, a message is needed.
    const account = await accountFor(db, a);
    if (account) {
      const found = await newestMatch(deps, a, account, accounts);
      if (!found) throw conflict(EXECUTE_MESSAGES.noMatch(account.email), 'no_matching_message');
      ({ message, matched } = found);
    }
  }
  const r = await claimRun(
    { db },
    { automationId: a.id, slotKey: `manual:${randomUUID()}`, trigger: 'manual', matched, message },
    now,
  );
  // Nothing ran, or the run failed: an error for the toast (Execution Failed) with the reason; the
  // history and the automation (a safeguard may have paused it) say the rest.
  if (!r.claimed) throw conflict(r.reason, 'automation_not_run');
  if (r.run.status === 'failed')
    throw conflict(EXECUTE_MESSAGES.failed(r.run.error ?? 'unknown error'), 'automation_run_failed');
  return answer(db, a.id, await describe(db, a, r.run), r.run, now);
}

async function newestMatch(
  deps: ExecuteDeps,
  a: AutomationRow,
  account: EmailAccountRow,
  accounts: EmailAccountRow[],
): Promise<{ message: IncomingMessage; matched: string } | undefined> {
  const read = deps.readers?.recentMail ?? recentMail;
  let recent: IncomingMessage[];
  try {
    recent = await read(mailTriggerDeps(deps.db, deps.config), account, 50);
  } catch (err) {
    if (err instanceof ReadError) throw new DomainError('upstream_failed', 'mail_read_failed', err.message);
    throw err;
  }
  const own = accounts.map((x) => x.email);
  for (const message of recent) {
    if (loopGuardReason(message, own)) continue;
    const matched = matchTrigger(a, message);
    if (matched) return { message, matched };
  }
  return undefined;
}

async function describe(db: Kysely<Database>, a: AutomationRow, run: AutomationRunRow): Promise<string> {
  if (run.status === 'running') return EXECUTE_MESSAGES.agent(a.agent_output);
  if (run.task_id) return EXECUTE_MESSAGES.task;
  const outbox = run.outbox_id
    ? await db.selectFrom('email_outbox').select('send_at').where('id', '=', run.outbox_id).executeTakeFirst()
    : undefined;
  if (!outbox || a.hold_seconds === 0) return EXECUTE_MESSAGES.queuedNow;
  const zone = userTimezone(a.timezone);
  return EXECUTE_MESSAGES.queued(luxon().DateTime.fromMillis(Number(outbox.send_at), { zone }).toFormat('HH:mm'));
}

async function answer(
  db: Kysely<Database>,
  automationId: string,
  message: string,
  run: AutomationRunRow | null,
  now: number,
): Promise<AutomationActionResult> {
  const row = await db.selectFrom('automations').selectAll().where('id', '=', automationId).executeTakeFirstOrThrow();
  const outbox = run?.outbox_id
    ? await db
        .selectFrom('email_outbox')
        .select(['status', 'send_at'])
        .where('id', '=', run.outbox_id)
        .executeTakeFirst()
    : undefined;
  return { message, automation: toAutomation(row, now), run: run && toAutomationRun(run, outbox) };
}
