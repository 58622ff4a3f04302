import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { createTestDb, type TestDb } from '../test/test-app.js';
import {
  AUTOMATION_REPLIES_KEPT_MS,
  AUTOMATION_RUNS_KEPT_MS,
  DAY_MS,
  MAIL_SEEN_KEPT_MS,
  FINISHED_JOBS_KEPT_MS,
  HOUSEKEEPING_KINDS,
  runHousekeeping,
  SESSION_KEPT_AFTER_EXPIRY_MS,
  SYSTEM_MAIL_KEPT_MS,
  USAGE_KEPT_MS,
} from './housekeeping.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.js';
import { deleteUser } from './users.js';

/**
 * Housekeeping on its own: each kind of row goes at its age and not a millisecond before, nothing
 * live is touched, and a backlog larger than a batch is removed batch by batch.
 */
let test: TestDb;
const NOW = 1_800_000_000_000;
const db = () => test.db.kysely;

beforeAll(async () => {
  test = await createTestDb(mkdtempSync(join(tmpdir(), 'housekeeping-')));
  await migrateToLatest(test.db.kysely as never, test.db.dialect);
});
afterAll(async () => {
  await test?.drop();
});
beforeEach(async () => {
  // Each test starts from empty tables (users cascade to everything keyed by them).
  for (const table of ['jobs', 'rate_limits', 'oidc_login_states', 'system_mail', 'users'] as const)
    await db().deleteFrom(table).execute();
});

async function addUser(): Promise<string> {
  const id = randomUUID();
  await db()
    .insertInto('users')
    .values({ id, email: `${id}@example.test`, password_hash: null, created_at: NOW - 900 * DAY_MS, updated_at: NOW })
    .execute();
  return id;
}

async function addSession(userId: string, name: string, expiresAt: number, lastSeenAt: number) {
  await db()
    .insertInto('sessions')
    .values({
      id: name,
      user_id: userId,
      token_hash: `hash-${name}`,
      user_agent: null,
      ip: null,
      created_at: Math.min(lastSeenAt, expiresAt - SESSION_ABSOLUTE_MS),
      last_seen_at: lastSeenAt,
      expires_at: expiresAt,
    })
    .execute();
}

const keysOf = async (table: 'rate_limits') => (await db().selectFrom(table).select('key').execute()).map((r) => r.key);
const idsOf = async (table: 'sessions' | 'password_reset_codes' | 'usage_events' | 'system_mail' | 'jobs') =>
  (await db().selectFrom(table).select('id').execute()).map((r) => r.id).sort();
const hashesOf = async (table: 'oidc_login_states' | 'email_oauth_states') =>
  (await db().selectFrom(table).select('state_hash').execute()).map((r) => r.state_hash).sort();

describe('housekeeping', () => {
  it('removes expired rate-limit windows and sign-in delays, keeps running ones', async () => {
    await db()
      .insertInto('rate_limits')
      .values([
        { key: 'rl:expired', count: 3, reset_at: NOW - 1 },
        { key: 'rl:ends-now', count: 3, reset_at: NOW },
        { key: 'rl:running', count: 3, reset_at: NOW + 1 },
      ])
      .execute();
    const removed = await runHousekeeping(db(), { now: NOW });
    expect(removed.rate_limits).toBe(2);
    expect(await keysOf('rate_limits')).toEqual(['rl:running']);
  });

  it('removes expired reset codes and OpenID and mailbox-link states, keeps live ones', async () => {
    const user = await addUser();
    await addSession(user, 's-live', NOW + DAY_MS, NOW);
    const code = (id: string, expiresAt: number) => ({
      id,
      user_id: user,
      code_hash: id,
      created_at: expiresAt - 600_000,
      expires_at: expiresAt,
      used_at: null,
    });
    await db()
      .insertInto('password_reset_codes')
      .values([code('code-expired', NOW), code('code-live', NOW + 1)])
      .execute();
    const oidc = (h: string, expiresAt: number) => ({
      state_hash: h,
      code_verifier: 'v',
      nonce: 'n',
      created_at: expiresAt - 600_000,
      expires_at: expiresAt,
    });
    await db()
      .insertInto('oidc_login_states')
      .values([oidc('oidc-expired', NOW), oidc('oidc-live', NOW + 1)])
      .execute();
    const link = (h: string, expiresAt: number) => ({
      ...oidc(h, expiresAt),
      user_id: user,
      session_id: 's-live',
      provider: 'gmail' as const,
    });
    await db()
      .insertInto('email_oauth_states')
      .values([link('link-expired', NOW), link('link-live', NOW + 1)])
      .execute();

    const removed = await runHousekeeping(db(), { now: NOW });
    expect(removed).toMatchObject({ password_reset_codes: 1, oidc_login_states: 1, email_oauth_states: 1 });
    expect(await idsOf('password_reset_codes')).toEqual(['code-live']);
    expect(await hashesOf('oidc_login_states')).toEqual(['oidc-live']);
    expect(await hashesOf('email_oauth_states')).toEqual(['link-live']);
    expect(await idsOf('sessions')).toEqual(['s-live']);
  });

  it('keeps a session record 30 days after it expired (absolutely or by idling), then removes it', async () => {
    const user = await addUser();
    const gone = NOW - SESSION_KEPT_AFTER_EXPIRY_MS;
    // Absolute expiry: at the limit goes, a millisecond later stays.
    await addSession(user, 'expired-31d', gone, gone - DAY_MS);
    await addSession(user, 'expired-30d-less-1ms', gone + 1, gone - DAY_MS);
    // Idle expiry: last seen SESSION_IDLE_MS before its end.
    await addSession(user, 'idle-gone', NOW + DAY_MS, gone - SESSION_IDLE_MS);
    await addSession(user, 'idle-kept', NOW + DAY_MS, gone - SESSION_IDLE_MS + 1);
    await addSession(user, 'live', NOW + 20 * DAY_MS, NOW - 60_000);

    const removed = await runHousekeeping(db(), { now: NOW });
    expect(removed.sessions).toBe(2);
    expect(await idsOf('sessions')).toEqual(['expired-30d-less-1ms', 'idle-kept', 'live']);
  });

  it('removes usage records older than two years, system mail older than 30 days', async () => {
    const user = await addUser();
    const usage = (id: string, createdAt: number) => ({
      id,
      user_id: user,
      agent_id: 'a',
      prompt_tokens: 1,
      completion_tokens: 1,
      created_at: createdAt,
    });
    await db()
      .insertInto('usage_events')
      .values([usage('u-old', NOW - USAGE_KEPT_MS), usage('u-kept', NOW - USAGE_KEPT_MS + 1), usage('u-new', NOW)])
      .execute();
    const mail = (id: string, createdAt: number) => ({
      id,
      to: 'a@example.test',
      subject: 's',
      text: 't',
      created_at: createdAt,
    });
    await db()
      .insertInto('system_mail')
      .values([mail('m-old', NOW - SYSTEM_MAIL_KEPT_MS), mail('m-kept', NOW - SYSTEM_MAIL_KEPT_MS + 1)])
      .execute();

    const removed = await runHousekeeping(db(), { now: NOW });
    expect(removed).toMatchObject({ usage_events: 1, system_mail: 1 });
    expect(await idsOf('usage_events')).toEqual(['u-kept', 'u-new']);
    expect(await idsOf('system_mail')).toEqual(['m-kept']);
  });

  it('removes finished jobs after a week; queued and running jobs stay whatever their age', async () => {
    const old = NOW - FINISHED_JOBS_KEPT_MS;
    const job = (id: string, status: 'queued' | 'running' | 'done' | 'failed', updatedAt: number) => ({
      id,
      kind: 'k',
      payload: '{}',
      run_at: updatedAt,
      status,
      attempts: 1,
      lease_owner: null,
      lease_until: status === 'running' ? updatedAt : null,
      last_error: null,
      created_at: updatedAt,
      updated_at: updatedAt,
    });
    await db()
      .insertInto('jobs')
      .values([
        job('done-old', 'done', old),
        job('failed-old', 'failed', old),
        job('done-recent', 'done', old + 1),
        job('queued-old', 'queued', old - 30 * DAY_MS),
        job('running-old', 'running', old - 30 * DAY_MS),
      ])
      .execute();
    const removed = await runHousekeeping(db(), { now: NOW });
    expect(removed.jobs).toBe(2);
    expect(await idsOf('jobs')).toEqual(['done-recent', 'queued-old', 'running-old']);
  });

  it('forgets seen messages and reply times after 30 days, and automation runs after 90 unless one is running', async () => {
    const user = await addUser();
    const account = randomUUID();
    await db()
      .insertInto('email_accounts')
      .values({
        id: account,
        user_id: user,
        provider: 'icloud',
        email: 'me@example.test',
        auth_type: 'app_password',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    const automation = randomUUID();
    await db()
      .insertInto('automations')
      .values({
        id: automation,
        user_id: user,
        name: 'A',
        expires_at: NOW + DAY_MS,
        created_at: NOW - 200 * DAY_MS,
        updated_at: NOW,
      })
      .execute();
    const seenCut = NOW - MAIL_SEEN_KEPT_MS;
    await db()
      .insertInto('mail_seen')
      .values([
        { account_id: account, message_id: '<old@x>', seen_at: seenCut },
        { account_id: account, message_id: '<new@x>', seen_at: seenCut + 1 },
      ])
      .execute();
    const replyCut = NOW - AUTOMATION_REPLIES_KEPT_MS;
    await db()
      .insertInto('automation_replies')
      .values([
        { automation_id: automation, sender: 'old@example.test', replied_at: replyCut },
        { automation_id: automation, sender: 'new@example.test', replied_at: replyCut + 1 },
      ])
      .execute();
    const runCut = NOW - AUTOMATION_RUNS_KEPT_MS;
    const run = (id: string, status: 'running' | 'succeeded', startedAt: number) => ({
      id,
      automation_id: automation,
      user_id: user,
      slot_key: `manual:${id}`,
      trigger: 'manual' as const,
      status,
      started_at: startedAt,
    });
    await db()
      .insertInto('automation_runs')
      .values([
        run('r-old', 'succeeded', runCut),
        run('r-new', 'succeeded', runCut + 1),
        run('r-running', 'running', runCut - DAY_MS),
      ])
      .execute();
    const removed = await runHousekeeping(db(), { now: NOW });
    expect(removed).toMatchObject({ mail_seen: 1, automation_replies: 1, automation_runs: 1 });
    expect((await db().selectFrom('mail_seen').select('message_id').execute()).map((r) => r.message_id)).toEqual([
      '<new@x>',
    ]);
    expect((await db().selectFrom('automation_replies').select('sender').execute()).map((r) => r.sender)).toEqual([
      'new@example.test',
    ]);
    expect((await db().selectFrom('automation_runs').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([
      'r-new',
      'r-running',
    ]);
  });

  it('removes a backlog larger than a batch, batch by batch, and stops at the batch budget', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ key: `rl:old-${i}`, count: 1, reset_at: NOW - 1000 - i }));
    await db()
      .insertInto('rate_limits')
      .values([...rows, { key: 'rl:live', count: 1, reset_at: NOW + 1000 }])
      .execute();
    // Two batches of 10 allowed: 20 go now, the rest at the next run.
    const first = await runHousekeeping(db(), { now: NOW, batchSize: 10, maxBatches: 2 });
    expect(first.rate_limits).toBe(20);
    expect(await keysOf('rate_limits')).toHaveLength(6);
    const second = await runHousekeeping(db(), { now: NOW, batchSize: 10 });
    expect(second.rate_limits).toBe(5);
    expect(await keysOf('rate_limits')).toEqual(['rl:live']);
  });

  it('stops between batches when its signal is aborted', async () => {
    await db()
      .insertInto('rate_limits')
      .values({ key: 'rl:old', count: 1, reset_at: NOW - 1 })
      .execute();
    const controller = new AbortController();
    controller.abort();
    const removed = await runHousekeeping(db(), { now: NOW, signal: controller.signal });
    expect(Object.values(removed).every((n) => n === 0)).toBe(true);
    expect(await keysOf('rate_limits')).toEqual(['rl:old']);
  });

  it('touches nothing in a database where everything is live', async () => {
    const user = await addUser();
    await addSession(user, 'live', NOW + DAY_MS, NOW);
    await db()
      .insertInto('rate_limits')
      .values({ key: 'rl:live', count: 1, reset_at: NOW + 1 })
      .execute();
    const removed = await runHousekeeping(db(), { now: NOW });
    expect(removed).toEqual(Object.fromEntries(HOUSEKEEPING_KINDS.map((k) => [k, 0])));
  });

  it('needs nothing for a closed account: deleting the user removes its rows at once', async () => {
    const user = await addUser();
    await addSession(user, 'closing', NOW + DAY_MS, NOW);
    await db()
      .insertInto('usage_events')
      .values({ id: 'u', user_id: user, agent_id: 'a', prompt_tokens: 1, completion_tokens: 1, created_at: NOW })
      .execute();
    await deleteUser(db(), user);
    expect(await idsOf('sessions')).toEqual([]);
    expect(await idsOf('usage_events')).toEqual([]);
  });
});
