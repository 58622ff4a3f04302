import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIdFor } from '../mail/compose-mime.js';
import { register } from '../test/auth-helpers.js';
import {
  addAutomation,
  memoryMailbox,
  outboxOf,
  replyOnKeyword,
  runsOf,
  syncOn,
} from '../test/mail-trigger-fixtures.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { claimRun } from './automation-runs.js';
import { accountsToScan, mailSlotKey, scanAccount, type MailTriggerDeps } from './mail-triggers.js';

/**
 * Keyword and sender triggers over a mailbox in memory (the provider readers have their own tests,
 * and mail-triggers-providers.test.ts runs these against the Gmail and Graph fakes and dovecot):
 * what triggers, what never does, and that no message is lost or seen twice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: false });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.kysely;
let n = 0;
async function userWithMailbox(opts: { sync?: boolean; accounts?: number } = {}) {
  const u = await register(t.app);
  const accounts = [];
  for (let i = 0; i < (opts.accounts ?? 1); i++) {
    const account = await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', `me${++n}@icloud.example`, 'pw');
    await db()
      .updateTable('email_accounts')
      .set({ created_at: 1000 + i })
      .where('id', '=', account.id)
      .execute();
    if (opts.sync !== false) await syncOn(db(), account.id);
    accounts.push(account);
  }
  const box = memoryMailbox();
  const deps = (): MailTriggerDeps => ({ db: db(), config: t.app.config, readers: box });
  return { ...u, account: accounts[0]!, accounts, box, deps };
}

describe('mail triggers', () => {
  it('reads from now on: old mail never triggers, new matching mail queues one reply, nothing twice', async () => {
    const u = await userWithMailbox();
    const a = await addAutomation(db(), u.user.id, replyOnKeyword('invoice'));
    u.box.deliver({ subject: 'Invoice from last year', from: 'old@example.org' });
    const now = Date.now();

    expect(await scanAccount(u.deps(), u.account.id, now)).toMatchObject({ read: 0, claimed: 0 });
    expect(await db().selectFrom('mail_cursors').selectAll().where('account_id', '=', u.account.id).execute()).toEqual([
      expect.objectContaining({ cursor: '1', uid_validity: '1' }),
    ]);

    u.box.deliver(
      { subject: 'Your invoice #7', from: 'bob@example.org', fromName: 'Bob', messageId: '<inv7@example.org>' },
      { subject: 'Lunch?', from: 'carol@example.org' },
    );
    expect(await scanAccount(u.deps(), u.account.id, now + 60_000)).toMatchObject({
      read: 2,
      fresh: 2,
      claimed: 1,
      guarded: 0,
    });
    const runs = await runsOf(db(), a.id);
    expect(runs).toEqual([
      expect.objectContaining({
        slot_key: mailSlotKey(u.account.id, '<inv7@example.org>'),
        trigger: 'mail',
        status: 'succeeded',
        matched: 'keyword "invoice" in the subject',
        recipient: 'bob@example.org',
      }),
    ]);
    const outbox = await outboxOf(db(), u.user.id);
    expect(outbox).toEqual([
      expect.objectContaining({
        id: runs[0]!.outbox_id,
        to: 'bob@example.org',
        subject: 'Re: Your invoice #7',
        body: 'Thanks Bob, we got "Your invoice #7".',
        in_reply_to: '<inv7@example.org>',
        automated: 1,
        status: 'scheduled',
        // Held for the automation's hold window, cancellable meanwhile.
        send_at: now + 60_000 + 120_000,
      }),
    ]);

    // Scanning again, and from a fresh start of the service (all state is in the database): nothing new.
    expect(await scanAccount(u.deps(), u.account.id, now + 120_000)).toMatchObject({ read: 0, claimed: 0 });
    // A reader that hands the same messages again (as after a crash before the cursor moved) finds them seen.
    const restarted: MailTriggerDeps = {
      db: db(),
      config: t.app.config,
      readers: { readNewMail: (d, acc) => u.box.readNewMail(d, acc, { cursor: '1', uidValidity: '1' }) },
    };
    expect(await scanAccount(restarted, u.account.id, now + 180_000)).toMatchObject({ read: 2, fresh: 0, claimed: 0 });
    expect(await outboxOf(db(), u.user.id)).toHaveLength(1);
    expect(await runsOf(db(), a.id)).toHaveLength(1);
  });

  it('a crash after a claim and before the message is marked seen neither loses nor repeats mail', async () => {
    const u = await userWithMailbox();
    const a = await addAutomation(db(), u.user.id, replyOnKeyword('order'));
    const now = Date.now();
    await scanAccount(u.deps(), u.account.id, now);
    u.box.deliver(
      { subject: 'order 1', from: 'x1@example.org' },
      { subject: 'order 2', from: 'x2@example.org' },
      { subject: 'order 3', from: 'x3@example.org' },
    );
    let claims = 0;
    const dying: MailTriggerDeps = {
      ...u.deps(),
      claimRun: async (deps, req, at) => {
        const r = await claimRun(deps, req, at);
        if (++claims === 2) throw new Error('killed');
        return r;
      },
    };
    await expect(scanAccount(dying, u.account.id, now + 60_000)).rejects.toThrow('killed');
    expect(await outboxOf(db(), u.user.id)).toHaveLength(2);

    expect(await scanAccount(u.deps(), u.account.id, now + 120_000)).toMatchObject({
      read: 3,
      fresh: 2,
      claimed: 1,
      refused: 1,
    });
    const outbox = await outboxOf(db(), u.user.id);
    expect(outbox.map((r) => r.to).sort()).toEqual(['x1@example.org', 'x2@example.org', 'x3@example.org']);
    expect(await runsOf(db(), a.id)).toHaveLength(3);
  });

  it('never triggers on robots, list mail, bounces or its own mail; the history says why', async () => {
    const u = await userWithMailbox();
    const a = await addAutomation(db(), u.user.id, replyOnKeyword('invoice'));
    const now = Date.now();
    await scanAccount(u.deps(), u.account.id, now);
    const invoice = { subject: 'invoice', from: 'bob@example.org' };
    const guarded: [Parameters<typeof u.box.deliver>[0], string][] = [
      [{ headers: { 'auto-submitted': 'auto-replied' } }, 'Skipped: sent automatically (Auto-Submitted: auto-replied)'],
      [{ headers: { precedence: 'bulk' } }, 'Skipped: bulk mail (Precedence: bulk)'],
      [{ headers: { 'list-id': '<news.example.org>' } }, 'Skipped: mailing list mail (List-Id)'],
      [{ from: 'no-reply@example.org' }, 'Skipped: the sender does not take replies (no-reply@example.org)'],
      [{ from: 'mailer-daemon@example.org' }, 'Skipped: a mail system address (mailer-daemon@example.org)'],
      [{ from: 'owner-news@example.org' }, 'Skipped: a mailing list address (owner-news@example.org)'],
      [{ from: 'news-request@example.org' }, 'Skipped: a mailing list address (news-request@example.org)'],
      [{ from: null }, 'Skipped: no sender address (a bounce or delivery report)'],
      [{ messageId: messageIdFor('7d2f65c1-3c33-4cc3-9d0e-3b0f4c1b2a11') }, 'Skipped: sent by AgentOps itself'],
      [{ from: u.account.email }, `Skipped: sent from your own address (${u.account.email})`],
    ];
    u.box.deliver(...guarded.map(([over]) => ({ ...invoice, ...over })));
    expect(await scanAccount(u.deps(), u.account.id, now + 60_000)).toMatchObject({
      fresh: guarded.length,
      claimed: 0,
      guarded: guarded.length,
    });
    const runs = await runsOf(db(), a.id);
    expect(runs.map((r) => r.error).sort()).toEqual(guarded.map(([, why]) => why).sort());
    expect(runs.every((r) => r.status === 'skipped' && r.matched === 'keyword "invoice" in the subject')).toBe(true);
    expect(await outboxOf(db(), u.user.id)).toEqual([]);
    // Skips are no executions: the counters did not move.
    const row = await db().selectFrom('automations').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ runs_total: 0, status: 'active' });
  });

  it('sender triggers match addresses and domains; each automation of the account gets the message once', async () => {
    const u = await userWithMailbox();
    const bySender = await addAutomation(db(), u.user.id, {
      name: 'Tasks from the boss',
      triggerType: 'sender',
      triggerValue: 'Boss@Example.org, @partner.example',
      actionType: 'task',
      emailTemplate: 'From {{sender}}: {{subject}}',
    });
    const byKeyword = await addAutomation(db(), u.user.id, replyOnKeyword('urgent'));
    const now = Date.now();
    await scanAccount(u.deps(), u.account.id, now);
    u.box.deliver(
      { from: 'boss@example.org', subject: 'urgent: budget' },
      { from: 'ann@partner.example', subject: 'Contract' },
      { from: 'ann@sub.partner.example', subject: 'Not this one' },
    );
    expect(await scanAccount(u.deps(), u.account.id, now + 60_000)).toMatchObject({ fresh: 3, claimed: 3 });
    const tasks = await db().selectFrom('tasks').selectAll().where('user_id', '=', u.user.id).execute();
    expect(tasks.map((x) => x.title).sort()).toEqual(['Contract', 'urgent: budget']);
    expect((await runsOf(db(), bySender.id)).map((r) => r.matched).sort()).toEqual([
      'sender ann@partner.example',
      'sender boss@example.org',
    ]);
    expect((await runsOf(db(), byKeyword.id)).map((r) => r.matched)).toEqual(['keyword "urgent" in the subject']);
  });

  it('reads only synced, usable accounts that an active mail automation reads', async () => {
    const off = await userWithMailbox({ sync: false });
    await addAutomation(db(), off.user.id, replyOnKeyword('x'));
    const none = await userWithMailbox();
    await addAutomation(db(), none.user.id, { ...replyOnKeyword('x'), status: 'paused' });
    await addAutomation(db(), none.user.id, {
      name: 'Scheduled',
      recipientEmail: 'a@example.org',
      emailSubject: 's',
      emailBody: 'b',
    });
    // Two accounts: an automation without an account reads the first active one only.
    const two = await userWithMailbox({ accounts: 2 });
    await addAutomation(db(), two.user.id, replyOnKeyword('x'));
    const own = await userWithMailbox({ accounts: 2 });
    await addAutomation(db(), own.user.id, { ...replyOnKeyword('x'), accountId: own.accounts[1]!.id });

    const relink = await userWithMailbox();
    await addAutomation(db(), relink.user.id, replyOnKeyword('x'));
    await db().updateTable('email_accounts').set({ needs_reauth: 1 }).where('id', '=', relink.account.id).execute();

    const scanned = new Set(await accountsToScan(db()));
    expect(scanned.has(off.account.id)).toBe(false);
    expect(scanned.has(relink.account.id)).toBe(false);
    expect(scanned.has(none.account.id)).toBe(false);
    expect([scanned.has(two.accounts[0]!.id), scanned.has(two.accounts[1]!.id)]).toEqual([true, false]);
    expect([scanned.has(own.accounts[0]!.id), scanned.has(own.accounts[1]!.id)]).toEqual([false, true]);

    expect(await scanAccount(off.deps(), off.account.id, Date.now())).toMatchObject({ read: 0 });
    expect(off.box.reads).toBe(0);
    expect(await scanAccount(two.deps(), two.accounts[1]!.id, Date.now())).toMatchObject({ read: 0 });
    expect(two.box.reads).toBe(0);
  });

  it('reads a large backlog in batches, moving the cursor after each', async () => {
    const u = await userWithMailbox();
    const box = memoryMailbox(40);
    const deps: MailTriggerDeps = { db: db(), config: t.app.config, readers: box };
    await addAutomation(db(), u.user.id, { ...replyOnKeyword('zzz-never') });
    const now = Date.now();
    await scanAccount(deps, u.account.id, now);
    box.deliver(...Array.from({ length: 100 }, (_, i) => ({ subject: `m${i}` })));
    expect(await scanAccount(deps, u.account.id, now + 60_000)).toMatchObject({ read: 100, fresh: 100 });
    expect(box.reads).toBe(4); // the first read, then 40 + 40 + 20
    const cursor = await db()
      .selectFrom('mail_cursors')
      .select('cursor')
      .where('account_id', '=', u.account.id)
      .executeTakeFirst();
    expect(cursor?.cursor).toBe('100');
    const seen = await db()
      .selectFrom('mail_seen')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', u.account.id)
      .executeTakeFirstOrThrow();
    expect(Number(seen.n)).toBe(100);
  });
});
