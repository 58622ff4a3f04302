import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutomationFieldsSchema, PAUSE_REASON_TEXTS, SAFEGUARDS } from '../../common/schemas/automations.js';
import { authed, authedNoBody, login, PASSWORD, register } from '../test/auth-helpers.js';
import {
  automationRow,
  automationWorld,
  makeAutomation,
  outboxOf,
  SEND_FIELDS,
  SINK_PASSWORD,
  userWithMailbox,
  type AutomationWorld,
} from '../test/automation-fixtures.js';
import { addAppPasswordAccount, addOAuthAccount, targetOf } from '../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { claimRun, type ClaimRequest } from './automation-runs.js';
import { moveAutomation } from './automation-lifecycle.js';
import { createAutomation } from './automations.js';
import { getAccessToken } from './mail-tokens.js';

/**
 * The safeguards that pause and resume from outside a run, on either database: inactivity and the
 * sign-in that ends it, a disconnected account and the relink that ends it, and an account whose
 * grant was revoked (needs relink). Each resume touches only its own rule's pauses.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Math.ceil(Date.now() / MINUTE) * MINUTE;
let w: AutomationWorld;
const deps = () => ({ db: w.db });
const schedule = (automationId: string, slot: number): ClaimRequest => ({
  automationId,
  slotKey: `schedule:${slot}`,
  trigger: 'schedule',
});

beforeAll(async () => {
  w = await automationWorld(T0);
});
afterAll(async () => {
  await w?.close();
});

describe('inactivity', () => {
  it('14 days without a sign-in pause every active automation of the user; signing in resumes only those', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    const b = await makeAutomation(w, u.user.id, { ...SEND_FIELDS, name: 'Second' }, T0);
    const mine = await makeAutomation(w, u.user.id, { ...SEND_FIELDS, name: 'Paused by me' }, T0);
    await moveAutomation(w.db, u.user.id, mine.id, 'pause', T0);
    const at = T0 + SAFEGUARDS.inactivityPauseMs + MINUTE;
    // Still active a day before the limit (the session's last request counts as activity).
    expect((await claimRun(deps(), schedule(a.id, T0 + 13 * DAY), T0 + 13 * DAY)).claimed).toBe(true);
    expect(await claimRun(deps(), schedule(a.id, at), at)).toEqual({
      claimed: false,
      reason: PAUSE_REASON_TEXTS.inactivity,
    });
    for (const id of [a.id, b.id]) {
      expect(await automationRow(w.db, id)).toMatchObject({
        status: 'paused',
        paused_reason: 'inactivity',
        next_run_at: null,
      });
    }
    expect(await automationRow(w.db, mine.id)).toMatchObject({ status: 'paused', paused_reason: null });
    const list = await w.t.app.inject({ url: '/api/automations', headers: authed(u.cookie) });
    expect(list.json().find((x: { id: string }) => x.id === a.id)).toMatchObject({
      pausedReason: 'inactivity',
      pausedReasonText: PAUSE_REASON_TEXTS.inactivity,
    });

    const signIn = await login(w.t.app, u.email, PASSWORD);
    expect(signIn.statusCode).toBe(200);
    for (const id of [a.id, b.id]) {
      const row = await automationRow(w.db, id);
      expect(row).toMatchObject({ status: 'active', paused_reason: null, paused_at: null });
      expect(row.next_run_at).toBeGreaterThan(Date.now() - MINUTE);
    }
    expect(await automationRow(w.db, mine.id)).toMatchObject({ status: 'paused', paused_reason: null });
    const user = await w.db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', u.user.id)
      .executeTakeFirst();
    expect(user!.last_sign_in_at).toBeGreaterThan(Date.now() - MINUTE);
  });
});

describe('inactivity seen by several claims at once', () => {
  it('pauses every automation of the user, each claim refused with the reason, none failing', async () => {
    const u = await userWithMailbox(w);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await makeAutomation(w, u.user.id, SEND_FIELDS, T0)).id);
    const at = T0 + SAFEGUARDS.inactivityPauseMs + MINUTE;
    const results = await Promise.all(ids.map((id) => claimRun(deps(), schedule(id, at), at)));
    expect(results).toEqual(ids.map(() => ({ claimed: false, reason: PAUSE_REASON_TEXTS.inactivity })));
    for (const id of ids)
      expect(await automationRow(w.db, id)).toMatchObject({ status: 'paused', paused_reason: 'inactivity' });
  });
});

describe('the account', () => {
  it('disconnecting it pauses the automations that send from it; linking it again resumes them', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, { ...SEND_FIELDS, accountId: u.accountId }, T0);
    const res = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/email/accounts/${u.accountId}`,
      headers: authedNoBody(u.cookie),
    });
    expect(res.statusCode).toBe(204);
    expect(await automationRow(w.db, a.id)).toMatchObject({ status: 'paused', paused_reason: 'account' });
    expect(await claimRun(deps(), schedule(a.id, T0), T0)).toEqual({
      claimed: false,
      reason: PAUSE_REASON_TEXTS.account,
    });
    await addAppPasswordAccount(targetOf(w.t.app), u.user.id, 'icloud', u.accountEmail, SINK_PASSWORD);
    expect(await automationRow(w.db, a.id)).toMatchObject({ status: 'active', paused_reason: null });
    expect((await claimRun(deps(), schedule(a.id, T0 + 1), T0 + 1)).claimed).toBe(true);
  });

  it('an automation of "the first active account" pauses at its run when the user has none, and resumes on linking', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, SEND_FIELDS, T0);
    await w.db.updateTable('email_accounts').set({ is_active: 0 }).where('id', '=', u.accountId).execute();
    expect(await claimRun(deps(), schedule(a.id, T0), T0)).toEqual({
      claimed: false,
      reason: PAUSE_REASON_TEXTS.account,
    });
    expect(await outboxOf(w.db, u.user.id)).toHaveLength(0);
    await addAppPasswordAccount(targetOf(w.t.app), u.user.id, 'icloud', u.accountEmail, SINK_PASSWORD);
    expect(await automationRow(w.db, a.id)).toMatchObject({ status: 'active' });
    expect((await claimRun(deps(), schedule(a.id, T0 + 1), T0 + 1)).claimed).toBe(true);
  });

  it('a user pause stays when the account is linked again', async () => {
    const u = await userWithMailbox(w);
    const a = await makeAutomation(w, u.user.id, { ...SEND_FIELDS, accountId: u.accountId }, T0);
    await moveAutomation(w.db, u.user.id, a.id, 'pause', T0);
    await addAppPasswordAccount(targetOf(w.t.app), u.user.id, 'icloud', u.accountEmail, SINK_PASSWORD);
    expect(await automationRow(w.db, a.id)).toMatchObject({ status: 'paused', paused_reason: null });
  });
});

describe('an account whose grant was revoked', () => {
  let tokens: Server;
  let t: TestApp;
  beforeAll(async () => {
    tokens = createServer((_req, res) =>
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_grant' })),
    );
    await new Promise<void>((resolve) => tokens.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(tokens.address() as AddressInfo).port}`;
    t = await createTestApp(
      {
        GOOGLE_CLIENT_ID: 'g-client',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        GOOGLE_AUTH_URL: `${base}/auth`,
        GOOGLE_TOKEN_URL: `${base}/token`,
      },
      { startJobs: false },
    );
  });
  afterAll(async () => {
    await t?.close();
    tokens?.closeAllConnections();
    await new Promise<void>((resolve) => tokens.close(() => resolve()));
  });

  it('pauses the automations of the account when it needs relinking, and linking it again resumes them', async () => {
    const u = await register(t.app);
    const email = `${u.user.id.slice(0, 8)}@gmail.example`;
    const expired = { accessToken: 'at-0', refreshToken: 'rt-0', expiresAt: Date.now() - MINUTE };
    const account = await addOAuthAccount(targetOf(t.app), u.user.id, 'gmail', email, expired);
    const a = await createAutomation(
      t.db.kysely,
      u.user.id,
      AutomationFieldsSchema.parse({ ...SEND_FIELDS, accountId: account.id }),
    );
    await expect(getAccessToken(t.db.kysely, t.app.config, account.id)).rejects.toMatchObject({
      code: 'reauth_required',
    });
    const row = () =>
      t.db.kysely.selectFrom('automations').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: 'paused', paused_reason: 'account' });
    await addOAuthAccount(targetOf(t.app), u.user.id, 'gmail', email, { accessToken: 'at-1', refreshToken: 'rt-1' });
    expect(await row()).toMatchObject({ status: 'active', paused_reason: null });
  });
});
