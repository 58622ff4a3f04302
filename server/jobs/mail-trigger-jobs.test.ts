import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../test/auth-helpers.js';
import { addAutomation, memoryMailbox, outboxOf, replyOnKeyword, syncOn } from '../test/mail-trigger-fixtures.js';
import { addAppPasswordAccount, manualClock, targetOf } from '../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { findJob } from './job-store.js';
import {
  mailScanAccountJobId,
  mailScanJobId,
  mailScanSlotOf,
  registerMailTriggerJobs,
  scheduleMailScans,
} from './mail-trigger-jobs.js';

/** The one-minute chain of mail scans on the job runner, driven by a clock the test moves. */
const clock = manualClock(Date.UTC(2026, 10, 25, 12, 0, 5));
const box = memoryMailbox();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: false, jobs: { now: clock.now } });
  // The app's registration with the real readers, replaced by one reading the mailbox in memory.
  registerMailTriggerJobs(t.app.jobs, t.db.kysely, t.app.config, { deps: { readers: box } });
});
afterAll(async () => {
  await t?.close();
});

describe('mail scan jobs', () => {
  it('scans each synced account once a minute, however many instances queue the minute', async () => {
    const db = t.db.kysely;
    const u = await register(t.app);
    const account = await addAppPasswordAccount(targetOf(t.app), u.user.id, 'icloud', 'jobs@icloud.example', 'pw');
    await syncOn(db, account.id);
    await addAutomation(db, u.user.id, replyOnKeyword('invoice'), clock.now());

    const first = mailScanSlotOf(clock.now());
    expect(await scheduleMailScans(db, clock.now())).toBe(true);
    expect(await scheduleMailScans(db, clock.now())).toBe(false); // another instance: the same row
    await t.app.jobs.runDue();
    expect(await findJob(db, mailScanJobId(first))).toMatchObject({ status: 'done' });
    expect(await findJob(db, mailScanAccountJobId(account.id))).toMatchObject({
      kind: 'mail-scan-account',
      status: 'done',
    });
    // The next minute is queued, not yet due.
    expect(await findJob(db, mailScanJobId(first + 60_000))).toMatchObject({
      status: 'queued',
      run_at: first + 60_000,
    });
    expect(box.reads).toBe(1);

    box.deliver({ subject: 'Invoice 9', from: 'bob@example.org' });
    clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(box.reads).toBe(2);
    expect((await outboxOf(db, u.user.id)).map((r) => r.to)).toEqual(['bob@example.org']);
    // One row per account, queued again each minute: the table does not grow by a row a minute.
    const accountJobs = await db.selectFrom('jobs').select('id').where('kind', '=', 'mail-scan-account').execute();
    expect(accountJobs).toEqual([{ id: mailScanAccountJobId(account.id) }]);

    // Sync switched off: the account is no longer read and its cursor is forgotten, so mail that
    // arrives meanwhile never triggers once sync is on again.
    await syncOn(db, account.id, false);
    box.deliver({ subject: 'Invoice 10', from: 'carol@example.org' });
    clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(box.reads).toBe(2);
    expect(await db.selectFrom('mail_cursors').selectAll().where('account_id', '=', account.id).execute()).toEqual([]);

    await syncOn(db, account.id, true);
    clock.advance(60_000);
    await t.app.jobs.runDue();
    box.deliver({ subject: 'Invoice 11', from: 'dan@example.org' });
    clock.advance(60_000);
    await t.app.jobs.runDue();
    expect((await outboxOf(db, u.user.id)).map((r) => r.to)).toEqual(['bob@example.org', 'dan@example.org']);
  });
});
