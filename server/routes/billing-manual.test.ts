import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type Subscription } from '../../common/schemas/billing.js';
import { authed, authedNoBody, register, type Registered } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Without Stripe keys billing is the operator's (the Manual provider): every billing action
 * answers so, the webhook is not in use, and a plan an admin sets is the subscription.
 */

const ADMIN_EMAIL = `billing-boss-${process.pid}@example.test`;
let t: TestApp;
let admin: Registered;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL });
  admin = await register(t.app, { email: ADMIN_EMAIL });
  await t.db.kysely
    .updateTable('users')
    .set({ email_verified_at: Date.now() })
    .where('id', '=', admin.user.id)
    .execute();
});
afterAll(() => t.close());

const subscription = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/billing/subscription', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Subscription>();
};

describe('Manual billing', () => {
  it('shows the plan with the operator as the provider', async () => {
    const user = await register(t.app);
    expect(await subscription(user.cookie)).toEqual({
      plan: 'free',
      status: 'active',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      scheduledChange: null,
      provider: 'manual',
      portalAvailable: false,
    });
  });

  it('refuses every change with the operator message, and changes nothing', async () => {
    const user = await register(t.app);
    const before = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', user.user.id).executeTakeFirst();
    const calls = [
      t.app.inject({
        method: 'POST',
        url: '/api/billing/change',
        headers: authed(user.cookie),
        payload: { plan: 'pro' },
      }),
      t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: authedNoBody(user.cookie) }),
      t.app.inject({ method: 'POST', url: '/api/billing/resume', headers: authedNoBody(user.cookie) }),
      t.app.inject({ method: 'POST', url: '/api/billing/portal', headers: authedNoBody(user.cookie) }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'billing_manual', message: BILLING_MESSAGES.manual } });
    }
    const after = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', user.user.id).executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('has no webhook in use', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"invoice.paid"}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('billing_not_configured');
    const count = await t.db.kysely.selectFrom('billing_events').select('id').execute();
    expect(count).toEqual([]);
  });

  it('shows the plan an admin set, active and with nothing scheduled', async () => {
    const user = await register(t.app);
    // A state left from earlier (a payment provider once, or a scheduled change): the admin settles it.
    await t.db.kysely
      .updateTable('users')
      .set({ plan: 'basic', plan_status: 'past_due', plan_scheduled: 'free', plan_period_end: Date.now() + 86_400_000 })
      .where('id', '=', user.user.id)
      .execute();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.user.id}`,
      headers: authed(admin.cookie),
      payload: { plan: 'pro' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscription(user.cookie)).toMatchObject({
      plan: 'pro',
      status: 'active',
      scheduledChange: null,
      provider: 'manual',
    });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', user.user.id)
      .where('action', '=', 'user.plan')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
