import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { authed, authedNoBody, type Registered } from './auth-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * What the automation route tests share: one app per test file (each file imports this module
 * afresh), request helpers and the smallest valid form.
 */

// A live binding: set by beforeAll before the first test reads it.
export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startJobs: false });
});
afterAll(async () => {
  await t.close();
});

export const db = () => t.db.kysely;
export const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
export const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie: string) =>
  t.app.inject({ method, url, headers: authed(cookie), payload });
export const bare = (method: 'PATCH' | 'DELETE' | 'POST', url: string, cookie: string) =>
  t.app.inject({ method, url, headers: authedNoBody(cookie) });

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const pause = () => new Promise((r) => setTimeout(r, 5));

/** The smallest valid form: a scheduled email with the defaults for everything else. */
export const EMAIL = {
  name: 'Weekly report',
  recipientEmail: 'sam@example.test',
  emailSubject: 'Report',
  emailBody: 'Hi',
};

export async function create(u: Registered, payload: object = EMAIL) {
  const res = await send('POST', '/api/automations', payload, u.cookie);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string } & Record<string, unknown>>();
}
export const setTimezone = async (u: Registered, timezone: string) => {
  const res = await send('PATCH', '/api/auth/user/profile', { timezone }, u.cookie);
  expect(res.statusCode, res.body).toBe(200);
};

/** A message an automation queued at `now` and the outbox holds (sent two minutes later); its id. */
export async function insertHeldMessage(
  userId: string,
  accountId: string,
  text: { subject: string; body: string },
  now: number,
) {
  const id = randomUUID();
  await db()
    .insertInto('email_outbox')
    .values({
      id,
      user_id: userId,
      account_id: accountId,
      idempotency_key: `test:${id}`,
      to: 'sam@example.test',
      ...text,
      status: 'scheduled',
      send_at: now + 2 * MINUTE,
      automated: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
