import type { Kysely } from 'kysely';
import {
  AUTOMATION_MESSAGES,
  SAFEGUARDS,
  type AutomationFields,
  type DryRunResult,
} from '../../common/schemas/automations.js';
import type { Database } from '../db/schema.js';
import { conflict, DomainError, invalid } from '../lib/domain-error.js';
import type { IncomingMessage } from '../mail/readers/incoming-message.js';
import { ReadError, recentMail } from '../mail/readers/index.js';
import { planAction, type AutomationRow } from './automation-actions.js';
import { estimateAgentCost } from './automation-agent.js';
import { RUN_MESSAGES } from './automation-runs.js';
import { findOwnAutomation, formFieldColumns, freshState, timezoneOf } from './automations.js';
import { findOwnAccount, type EmailAccountRow } from './email-accounts.js';
import { loopGuardReason } from './loop-guards.js';
import { firstActiveAccountId, mailTriggerDeps, type MailTriggerDeps } from './mail-triggers.js';
import { matchTrigger } from './trigger-matching.js';

/**
 * The dry run: before a keyword or sender automation is deployed, which of the account's recent
 * messages it would have matched and what it would have done with each, through the same loop
 * guards, matching, reply window and action planning as a real run. Nothing is sent or stored.
 */
export const DRY_RUN_MESSAGES = {
  mailTriggersOnly: 'A dry run reads recent mail: it applies to keyword and sender triggers',
  readFailed: (message: string) => `Could not read the recent mail: ${message}`,
} as const;

export interface DryRunDeps extends Pick<MailTriggerDeps, 'db' | 'config' | 'credentials'> {
  /** The provider readers; tests hand in their own. */
  readers?: { recentMail: typeof recentMail };
}

export interface DryRunOptions {
  /** The automation being edited: its reply window (senders it answered lately) applies too. */
  automationId?: string | null;
  now?: number;
}

type DryRunMatch = DryRunResult['matches'][number];

export async function dryRun(
  deps: DryRunDeps,
  userId: string,
  fields: AutomationFields,
  o: DryRunOptions = {},
): Promise<DryRunResult> {
  const now = o.now ?? Date.now();
  const { db } = deps;
  if (fields.triggerType !== 'keyword' && fields.triggerType !== 'sender')
    throw invalid(DRY_RUN_MESSAGES.mailTriggersOnly, 'dry_run_needs_mail_trigger');
  const account = await accountToRead(db, userId, fields.accountId);
  // Senders the saved automation answered lately, as if these messages arrived now. Looked up
  // before the mailbox is read: another user's automation id is refused without reading anything.
  const answered = await answeredSenders(db, userId, o.automationId ?? null);
  const timezone = await timezoneOf(db, userId);
  const row = dryRunRow(userId, fields, timezone, now);
  const messages = await readRecent(deps, account);

  const own = (await db.selectFrom('email_accounts').select('email').where('user_id', '=', userId).execute()).map(
    (r) => r.email,
  );
  const windowMs = row.reply_window_hours * 60 * 60_000;
  // Senders answered earlier in this sample, by the time their message arrived.
  const repliedInSample = new Map<string, number>();

  // Oldest first, as a real scan would have met them: a reply to an earlier message closes the
  // window for a later one from the same sender.
  const chronological = messages
    .map((m, i) => ({ m, i }))
    .sort((x, y) => (x.m.date ?? 0) - (y.m.date ?? 0) || y.i - x.i)
    .map(({ m }) => m);
  const matches = new Map<IncomingMessage, DryRunMatch>();
  let estimatedCostUsd = 0;
  for (const message of chronological) {
    const matched = matchTrigger(row, message);
    if (!matched) continue;
    const at = message.date ?? now;
    const base = {
      messageId: message.messageId,
      from: message.from ?? '',
      subject: message.subject,
      date: message.date === null ? null : new Date(message.date).toISOString(),
      matched,
    };
    const skipped = (why: string): DryRunMatch => ({
      ...base,
      outcome: 'skipped',
      skippedBecause: why,
      wouldSend: null,
    });
    const guard = loopGuardReason(message, own);
    if (guard) {
      matches.set(message, skipped(guard));
      continue;
    }
    let plan;
    try {
      plan = planAction(row, { message, accountEmail: account.email, now, timezone });
    } catch (err) {
      matches.set(message, skipped(`Would fail: ${(err as Error).message}`));
      continue;
    }
    if (plan.kind === 'send' && row.action_type === 'reply') {
      const sender = plan.to.join(', ').toLowerCase();
      const earlier = repliedInSample.get(sender);
      const stored = answered.get(sender);
      const inWindow =
        (earlier !== undefined && at - earlier < windowMs) || (stored !== undefined && now - stored < windowMs);
      if (inWindow) {
        matches.set(message, skipped(RUN_MESSAGES.replyWindow(sender, row.reply_window_hours)));
        continue;
      }
      repliedInSample.set(sender, at);
    }
    if (plan.kind === 'send') {
      const wouldSend = { to: plan.to.join(', '), subject: plan.subject, body: plan.body };
      matches.set(message, { ...base, outcome: 'send', skippedBecause: null, wouldSend });
    } else if (plan.kind === 'task') {
      matches.set(message, { ...base, outcome: 'task', skippedBecause: null, wouldSend: null });
    } else {
      estimatedCostUsd += estimateAgentCost(plan.agentId, plan.prompt).estimatedCostUsd;
      // The agent's answer is not known before it runs: what it would be asked stands in for it.
      const wouldSend =
        plan.output === 'email' ? { to: plan.to.join(', '), subject: plan.subject, body: plan.prompt } : null;
      matches.set(message, { ...base, outcome: 'agent', skippedBecause: null, wouldSend });
    }
  }
  return {
    accountId: account.id,
    scanned: messages.length,
    // In the order the mailbox lists them (newest first).
    matches: messages.flatMap((m) => matches.get(m) ?? []),
    estimatedCostUsd,
  };
}

/** The form's account (the caller's own), else the first active one; none: the no-accounts warning. */
async function accountToRead(db: Kysely<Database>, userId: string, accountId: string | null): Promise<EmailAccountRow> {
  if (accountId) {
    const row = await findOwnAccount(db, userId, accountId);
    if (row.is_active !== 1) throw conflict('Reconnect this email account to read its mail.', 'account_inactive');
    return row;
  }
  const first = await firstActiveAccountId(db, userId);
  if (!first) throw conflict(AUTOMATION_MESSAGES.noAccounts, 'no_email_accounts');
  return findOwnAccount(db, userId, first);
}

async function readRecent(deps: DryRunDeps, account: EmailAccountRow): Promise<IncomingMessage[]> {
  const read = deps.readers?.recentMail ?? recentMail;
  const readerDeps = deps.credentials
    ? { config: deps.config, credentials: deps.credentials }
    : mailTriggerDeps(deps.db, deps.config);
  try {
    return (await read(readerDeps, account, SAFEGUARDS.dryRunMessages)).slice(0, SAFEGUARDS.dryRunMessages);
  } catch (err) {
    if (!(err instanceof ReadError)) throw err;
    // A refused access needs the user (reconnect); anything else may pass by itself.
    throw err.kind === 'permanent'
      ? conflict(DRY_RUN_MESSAGES.readFailed(err.message), 'mail_read_refused')
      : new DomainError('upstream_failed', 'mail_read_failed', DRY_RUN_MESSAGES.readFailed(err.message));
  }
}

/** Senders the automation being edited answered, and when (lower-case address -> epoch ms). */
async function answeredSenders(db: Kysely<Database>, userId: string, automationId: string | null) {
  const answered = new Map<string, number>();
  if (!automationId) return answered;
  await findOwnAutomation(db, userId, automationId);
  const rows = await db
    .selectFrom('automation_replies')
    .select(['sender', 'replied_at'])
    .where('automation_id', '=', automationId)
    .execute();
  for (const r of rows) answered.set(r.sender, Number(r.replied_at));
  return answered;
}

/** The form as the row a run would read (planAction and the matching take rows). */
function dryRunRow(userId: string, f: AutomationFields, timezone: string, now: number): AutomationRow {
  return {
    id: 'dry-run',
    user_id: userId,
    ...formFieldColumns(f),
    status: 'active',
    timezone,
    ...freshState(now),
  };
}
