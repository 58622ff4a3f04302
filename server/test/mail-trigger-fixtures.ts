import type { Kysely } from 'kysely';
import { AutomationFieldsSchema, type AutomationRequest } from '../../common/schemas/automations.js';
import type { Database } from '../db/schema.js';
import type { IncomingMessage } from '../mail/readers/incoming-message.js';
import type { MailCursor, ReadResult } from '../mail/readers/index.js';
import { createAutomation } from '../services/automations.js';
import type { EmailAccountRow } from '../services/email-accounts.js';
import { incoming } from './incoming-message-fixture.js';

/** Helpers for the mail trigger and dry run tests: automations from the form, a mailbox in memory, what a run left. */

/** Saves an automation as the form would (the schema's defaults filled in). */
export async function addAutomation(db: Kysely<Database>, userId: string, form: AutomationRequest, now = Date.now()) {
  return createAutomation(db, userId, AutomationFieldsSchema.parse(form), now);
}

export const replyOnKeyword = (keywords: string, over: AutomationRequest = {}): AutomationRequest => ({
  name: `Reply to ${keywords}`,
  triggerType: 'keyword',
  triggerValue: keywords,
  actionType: 'reply',
  emailTemplate: 'Thanks {{senderName}}, we got "{{subject}}".',
  ...over,
});

export async function syncOn(db: Kysely<Database>, accountId: string, on = true) {
  await db
    .updateTable('email_accounts')
    .set({ sync_enabled: on ? 1 : 0 })
    .where('id', '=', accountId)
    .execute();
}

/**
 * A mailbox in memory, read the way the real readers read (server/mail/readers/index.ts): the
 * first read returns nothing and a cursor at now; later reads return what arrived after the
 * cursor, at most `batch` at a time, with `more` when some wait.
 */
export function memoryMailbox(batch = 100) {
  const messages: IncomingMessage[] = [];
  const box = {
    messages,
    reads: 0,
    deliver(...over: Partial<IncomingMessage>[]) {
      for (const o of over) messages.push(incoming(o));
    },
    readNewMail: async (_deps: unknown, account: EmailAccountRow, cursor: MailCursor | null): Promise<ReadResult> => {
      box.reads++;
      if (!cursor) return { messages: [], cursor: String(messages.length), uidValidity: '1', more: false, reset: true };
      const from = Number(cursor.cursor);
      const page = messages.slice(from, from + batch).map((m) => ({ ...m, accountId: account.id }));
      const next = from + page.length;
      return { messages: page, cursor: String(next), uidValidity: '1', more: next < messages.length, reset: false };
    },
    recentMail: async (_deps: unknown, account: EmailAccountRow, count = 50): Promise<IncomingMessage[]> =>
      messages
        .slice(-count)
        .reverse()
        .map((m) => ({ ...m, accountId: account.id })),
  };
  return box;
}

export const runsOf = (db: Kysely<Database>, automationId: string) =>
  db
    .selectFrom('automation_runs')
    .selectAll()
    .where('automation_id', '=', automationId)
    .orderBy('started_at')
    .orderBy('slot_key')
    .execute();

export const outboxOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('email_outbox').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
