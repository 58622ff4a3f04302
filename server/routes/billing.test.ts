import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type ChangePlanResult, type Subscription } from '../../common/schemas/billing.js';
import { billingJobId, BILLING_EVERY_MS, scheduleBillingPeriodEnds } from '../jobs/billing-job.js';
import { applyDuePeriodEnds } from '../services/billing.js';
import { authed, authedNoBody, register, type Registered } from '../test/auth-helpers.js';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Billing through Stripe, with the official SDK pointed at the fake API (server/test/fake-stripe.ts)
 * and webhook events signed by the SDK's test-header helper: Checkout for a first paid plan,
 * upgrades at once, downgrades and cancellations at the period end (by the period-end job with a
 * controllable clock, and by the provider's renewal), payment failures, replays, bad signatures
 * and events out of order.
 */

const SECRET = 'whsec_fake_secret_for_tests';
const PRICE = { basic: 'price_basic_test', pro: 'price_pro_test' };

let fake: FakeStripe;
let t: TestApp;
/** The job runner's clock. */
let clock = Date.now();

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: SECRET, prices: { [PRICE.basic]: 999, [PRICE.pro]: 2999 } });
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_BASIC: PRICE.basic,
      STRIPE_PRICE_PRO: PRICE.pro,
      STRIPE_API_URL: fake.url,
    },
    { startJobs: false, jobs: { now: () => clock } },
  );
  fake.setWebhook(
    async (payload, headers) =>
      (await t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers, payload })).statusCode,
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const row = (id: string) => t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const events = () => t.db.kysely.selectFrom('billing_events').selectAll().execute();
const eventRow = (id: string) =>
  t.db.kysely.selectFrom('billing_events').selectAll().where('id', '=', id).executeTakeFirst();

const subscription = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/billing/subscription', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Subscription>();
};
const change = (cookie: string, plan: string) =>
  t.app.inject({ method: 'POST', url: '/api/billing/change', headers: authed(cookie), payload: { plan } });
const post = (cookie: string, action: 'cancel' | 'resume' | 'portal') =>
  t.app.inject({ method: 'POST', url: `/api/billing/${action}`, headers: authedNoBody(cookie) });

/** The user's browser on the fake Checkout page: loads it, presses the button, follows nothing. */
async function payCheckout(url: string): Promise<string> {
  const page = await (await fetch(url)).text();
  expect(page).toContain('Pay and subscribe');
  const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
  const res = await fetch(new URL(action, url), {
    method: 'POST',
    body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

/** A user on `plan` through Checkout; answers the user and their subscription id at the fake. */
async function subscribed(plan: 'basic' | 'pro'): Promise<Registered & { subId: string }> {
  const user = await register(t.app);
  const res = await change(user.cookie, plan);
  expect(res.statusCode, res.body).toBe(200);
  await payCheckout(res.json<ChangePlanResult>().redirectUrl!);
  await fake.idle();
  const sub = fake.subscriptionOfUser(user.user.id)!;
  return { ...user, subId: sub.id as string };
}

const fakeItem = (subId: string) =>
  (fake.subscription(subId).items as { data: { price: { id: string }; current_period_end: number }[] }).data[0]!;

describe('Stripe billing', () => {
  it('upgrades a Free user through Checkout: the plan changes when the signed webhook arrives', async () => {
    const user = await register(t.app);
    const res = await change(user.cookie, 'pro');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ChangePlanResult>();
    expect(result.redirectUrl).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    expect(result.subscription.plan).toBe('free');
    expect((await subscription(user.cookie)).plan).toBe('free');

    const created = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(created.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.user.id,
      customer_email: user.email,
      metadata: { userId: user.user.id },
      subscription_data: { metadata: { userId: user.user.id } },
      line_items: [{ price: PRICE.pro, quantity: '1' }],
      success_url: 'http://localhost:3000/dashboard?section=subscription&checkout=success',
      cancel_url: 'http://localhost:3000/dashboard?section=subscription&checkout=cancelled',
    });

    const back = await payCheckout(result.redirectUrl!);
    expect(back).toBe('http://localhost:3000/dashboard?section=subscription&checkout=success');
    await fake.idle();
    const sub = await subscription(user.cookie);
    expect(sub).toMatchObject({
      plan: 'pro',
      status: 'active',
      scheduledChange: null,
      provider: 'stripe',
      portalAvailable: true,
    });
    const stored = await row(user.user.id);
    const fakeSub = fake.subscriptionOfUser(user.user.id)!;
    expect(stored.billing_subscription_id).toBe(fakeSub.id);
    expect(stored.billing_customer_id).toBe(fakeSub.customer);
    expect(stored.plan_period_end).toBe(fakeItem(fakeSub.id as string).current_period_end * 1000);
    expect(sub.currentPeriodEnd).toBe(new Date(stored.plan_period_end!).toISOString());
    // Every delivery was accepted and recorded once.
    const mine = fake.deliveries.slice(-3);
    expect(mine.map((d) => d.status)).toEqual([200, 200, 200]);
    for (const d of mine) expect((await eventRow(d.eventId))?.outcome).toBe('applied');
  });

  it('a replayed event is answered 200 and changes nothing', async () => {
    const user = await subscribed('pro');
    const completed = fake.events.filter((e) => e.type === 'checkout.session.completed').at(-1)!;
    // The account moves on meanwhile (an admin, say); a replay must not put the old state back.
    await t.db.kysely.updateTable('users').set({ plan: 'basic' }).where('id', '=', user.user.id).execute();
    const before = await row(user.user.id);
    const count = (await events()).length;
    expect(await fake.send(completed)).toBe(200);
    expect(await row(user.user.id)).toEqual(before);
    expect((await events()).length).toBe(count);
  });

  it('refuses a bad or missing signature with 400 and writes nothing', async () => {
    const user = await subscribed('basic');
    const before = await row(user.user.id);
    const count = (await events()).length;
    const sub = fake.subscription(user.subId);
    const forged = fake.emit('customer.subscription.deleted', { ...sub, status: 'canceled' }, { badSignature: true });
    await fake.idle();
    expect(fake.deliveries.at(-1)).toMatchObject({ eventId: forged.id, status: 400 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ error: { code: 'bad_signature', message: BILLING_MESSAGES.badSignature } });
    expect(await eventRow(forged.id)).toBeUndefined();
    expect(await row(user.user.id)).toEqual(before);
    expect((await events()).length).toBe(count);
  });

  it('rejects a body altered after signing', async () => {
    const user = await subscribed('basic');
    const captured: { payload: string; headers: Record<string, string> }[] = [];
    fake.setWebhook(async (payload, headers) => {
      captured.push({ payload, headers });
      return 200;
    });
    try {
      fake.emit('customer.subscription.updated', fake.subscription(user.subId));
      await fake.idle();
    } finally {
      fake.setWebhook(
        async (payload, headers) =>
          (await t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers, payload })).statusCode,
      );
    }
    const { payload, headers } = captured[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers,
      payload: JSON.stringify(JSON.parse(payload)),
    });
    expect(res.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers, payload });
    expect(ok.statusCode).toBe(200);
  });

  it('an older event arriving after a newer one is skipped and undoes nothing', async () => {
    const user = await subscribed('pro');
    fake.hold();
    fake.failInvoice(user.subId);
    fake.clockOffsetMs += 5_000;
    fake.payInvoice(user.subId);
    // The newest first, then the older ones.
    expect(await fake.release({ reverse: true })).toEqual([200, 200, 200, 200]);
    const delivered = fake.events.slice(-4);
    const outcomes = await Promise.all(delivered.map(async (e) => (await eventRow(e.id))!.outcome));
    expect(outcomes).toEqual(['ignored_stale', 'ignored_stale', 'applied', 'applied']);
    expect((await subscription(user.cookie)).status).toBe('active');
    expect((await row(user.user.id)).billing_event_at).toBe(delivered[3]!.created * 1000);

    // An old snapshot that says past_due is not believed even when it is not older: the
    // subscription is retrieved again and it is active.
    fake.emit('customer.subscription.updated', { ...fake.subscription(user.subId), status: 'past_due' });
    await fake.idle();
    expect((await subscription(user.cookie)).status).toBe('active');
  });

  it('answers 502 and writes nothing when the provider fails during a delivery; the retry applies it', async () => {
    const user = await subscribed('pro');
    fake.failNextRequests = 10;
    fake.failInvoice(user.subId);
    await fake.idle();
    fake.failNextRequests = 0;
    const [failed, updated] = fake.events.slice(-2);
    expect(fake.deliveries.slice(-2).map((d) => d.status)).toEqual([502, 502]);
    expect(await eventRow(failed!.id)).toBeUndefined();
    expect((await subscription(user.cookie)).status).toBe('active');
    expect(await fake.send(updated!)).toBe(200);
    expect((await subscription(user.cookie)).status).toBe('past_due');
  });

  it('a failed invoice makes the plan past_due; a paid one makes it active again', async () => {
    const user = await subscribed('pro');
    fake.failInvoice(user.subId);
    await fake.idle();
    expect(await subscription(user.cookie)).toMatchObject({ plan: 'pro', status: 'past_due' });
    fake.payInvoice(user.subId);
    await fake.idle();
    expect(await subscription(user.cookie)).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('upgrades Basic to Pro at once, charging the difference now', async () => {
    const user = await subscribed('basic');
    const res = await change(user.cookie, 'pro');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChangePlanResult>()).toMatchObject({
      redirectUrl: null,
      subscription: { plan: 'pro', status: 'active', scheduledChange: null },
    });
    const update = fake.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${user.subId}`)
      .at(-1)!;
    expect(update.body).toMatchObject({ proration_behavior: 'always_invoice', items: [{ price: PRICE.pro }] });
    await fake.idle();
    expect(fakeItem(user.subId).price.id).toBe(PRICE.pro);
    expect((await subscription(user.cookie)).plan).toBe('pro');
  });

  it('schedules a downgrade for the period end, and the period-end job applies it (controllable clock)', async () => {
    const user = await subscribed('pro');
    const res = await change(user.cookie, 'basic');
    expect(res.statusCode, res.body).toBe(200);
    const periodEnd = (await row(user.user.id)).plan_period_end!;
    expect(res.json<ChangePlanResult>().subscription).toMatchObject({
      plan: 'pro',
      scheduledChange: { plan: 'basic', effectiveAt: new Date(periodEnd).toISOString() },
    });
    // The change itself, not the re-reads that the provider's events make meanwhile.
    const update = fake.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${user.subId}`)
      .at(-1)!;
    expect(update.body).toMatchObject({ proration_behavior: 'none', items: [{ price: PRICE.basic }] });
    // The provider's own event for the change keeps the plan paid for until the period end.
    await fake.idle();
    expect(await subscription(user.cookie)).toMatchObject({ plan: 'pro', scheduledChange: { plan: 'basic' } });

    // The job's slot just before the period end changes nothing; the one after it applies it.
    clock = periodEnd - 60_000;
    await scheduleBillingPeriodEnds(t.db.kysely, clock);
    await t.app.jobs.runDue();
    expect((await row(user.user.id)).plan).toBe('pro');
    clock = periodEnd + BILLING_EVERY_MS;
    await t.app.jobs.runDue();
    const after = await row(user.user.id);
    expect(after).toMatchObject({ plan: 'basic', plan_scheduled: null, plan_status: 'active' });
    // The chain queued its next slot with a deterministic id.
    const next = await t.db.kysely
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', billingJobId(Math.floor(clock / BILLING_EVERY_MS) * BILLING_EVERY_MS + BILLING_EVERY_MS))
      .executeTakeFirst();
    expect(next).toBeDefined();

    // The renewal then arrives from the provider at the lower price: nothing to undo.
    fake.advanceToPeriodEnd(user.subId);
    await fake.idle();
    expect(await subscription(user.cookie)).toMatchObject({ plan: 'basic', status: 'active', scheduledChange: null });
    expect((await row(user.user.id)).plan_period_start).toBe(periodEnd);
  });

  it("applies a scheduled downgrade when the provider's renewal arrives", async () => {
    const user = await subscribed('pro');
    expect((await change(user.cookie, 'basic')).statusCode).toBe(200);
    await fake.idle();
    const periodEnd = (await row(user.user.id)).plan_period_end!;
    fake.advanceToPeriodEnd(user.subId);
    await fake.idle();
    const sub = await subscription(user.cookie);
    expect(sub).toMatchObject({ plan: 'basic', status: 'active', scheduledChange: null });
    expect(sub.currentPeriodStart).toBe(new Date(periodEnd).toISOString());
  });

  it('cancels at the period end: access stays until then, resume undoes it, the end makes it Free', async () => {
    const user = await subscribed('pro');
    const periodEnd = (await row(user.user.id)).plan_period_end!;
    const cancelled = await post(user.cookie, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Subscription>()).toMatchObject({
      plan: 'pro',
      status: 'cancelled',
      scheduledChange: { plan: 'free', effectiveAt: new Date(periodEnd).toISOString() },
    });
    await fake.idle();
    expect(fake.subscription(user.subId).cancel_at_period_end).toBe(true);
    expect(await subscription(user.cookie)).toMatchObject({ plan: 'pro', status: 'cancelled' });

    const resumed = await post(user.cookie, 'resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<Subscription>()).toMatchObject({ plan: 'pro', status: 'active', scheduledChange: null });
    await fake.idle();
    expect(fake.subscription(user.subId).cancel_at_period_end).toBe(false);
    expect((await post(user.cookie, 'resume')).json().error.code).toBe('nothing_to_resume');

    expect((await post(user.cookie, 'cancel')).statusCode).toBe(200);
    await fake.idle();
    fake.advanceToPeriodEnd(user.subId);
    await fake.idle();
    const after = await row(user.user.id);
    expect(after).toMatchObject({
      plan: 'free',
      plan_status: 'active',
      plan_scheduled: null,
      billing_subscription_id: null,
      plan_period_end: null,
    });
    // The customer stays, for the billing history and a later subscription.
    expect(after.billing_customer_id).toBe(fake.subscription(user.subId).customer);
    expect((await subscription(user.cookie)).portalAvailable).toBe(true);
  });

  it('a cancellation whose period ended is Free at once, even before the provider says so', async () => {
    const user = await subscribed('basic');
    expect((await post(user.cookie, 'cancel')).statusCode).toBe(200);
    await fake.idle();
    const periodEnd = (await row(user.user.id)).plan_period_end!;
    expect(await applyDuePeriodEnds(t.db.kysely, periodEnd - 1)).toBe(0);
    expect(await applyDuePeriodEnds(t.db.kysely, periodEnd)).toBeGreaterThanOrEqual(1);
    expect(await row(user.user.id)).toMatchObject({ plan: 'free', plan_period_end: null, plan_scheduled: null });
  });

  it('a due downgrade takes effect on the next request, before any job runs: the session and a token see it', async () => {
    const user = await subscribed('pro');
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: authed(user.cookie),
      payload: { name: 'script', scopes: ['read'], expiresInDays: 30 },
    });
    expect(token.statusCode, token.body).toBe(201);
    const bearer = { authorization: `Bearer ${token.json<{ token: string }>().token}` };
    expect((await t.app.inject({ url: '/api/usage', headers: bearer })).statusCode).toBe(200);
    expect((await change(user.cookie, 'basic')).statusCode).toBe(200);
    await fake.idle();
    // The period ends a moment ago, as if the job had not yet had its turn.
    await t.db.kysely
      .updateTable('users')
      .set({ plan_period_end: Date.now() - 1000 })
      .where('id', '=', user.user.id)
      .execute();
    const refused = await t.app.inject({ url: '/api/usage', headers: bearer });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'plan_required' } });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(me.json()).toMatchObject({ plan: 'basic' });
    expect(await row(user.user.id)).toMatchObject({ plan: 'basic', plan_scheduled: null });
  });

  it('resume puts the plan’s price back after a scheduled downgrade', async () => {
    const user = await subscribed('pro');
    expect((await change(user.cookie, 'basic')).statusCode).toBe(200);
    await fake.idle();
    expect(fakeItem(user.subId).price.id).toBe(PRICE.basic);
    const res = await post(user.cookie, 'resume');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Subscription>()).toMatchObject({ plan: 'pro', status: 'active', scheduledChange: null });
    await fake.idle();
    expect(fakeItem(user.subId).price.id).toBe(PRICE.pro);
    expect(await subscription(user.cookie)).toMatchObject({ plan: 'pro', scheduledChange: null });
  });

  it('opens the billing portal for a customer, and refuses without one', async () => {
    const user = await subscribed('basic');
    const res = await post(user.cookie, 'portal');
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${fake.url}/portal/`));
    const page = await (await fetch(url)).text();
    expect(page).toContain('Visa');
    expect(page).toContain('http://localhost:3000/dashboard?section=subscription');
    expect(page).toMatch(/in_[0-9a-f]+/);

    const free = await register(t.app);
    const refused = await post(free.cookie, 'portal');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'no_customer', message: BILLING_MESSAGES.noCustomer } });
    expect((await subscription(free.cookie)).portalAvailable).toBe(false);
  });

  it('refuses the plan in force, and a cancellation without a subscription', async () => {
    const free = await register(t.app);
    const same = await change(free.cookie, 'free');
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ error: { code: 'same_plan', message: BILLING_MESSAGES.samePlan } });
    const cancel = await post(free.cookie, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('no_subscription');
  });

  it('records events of other types and of unknown customers without acting on them', async () => {
    const other = fake.emit('customer.created', { id: 'cus_nobody', object: 'customer' });
    const stranger = fake.emit('invoice.paid', { id: 'in_x', object: 'invoice', customer: 'cus_nobody' });
    await fake.idle();
    expect((await eventRow(other.id))?.outcome).toBe('ignored_type');
    expect((await eventRow(stranger.id))?.outcome).toBe('ignored_unknown_customer');
  });

  it('can be driven over HTTP with events delivered to a URL, as for a server in another process', async () => {
    const user = await subscribed('pro');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const control = async (path: string, body: object = {}) => {
      const res = await fetch(`${fake.url}/__fake/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(200);
      return res.json() as Promise<Record<string, unknown>>;
    };
    try {
      await control('webhook', { url: `${address}/api/billing/webhook` });
      expect(await control(`subscriptions/${user.subId}/fail-invoice`)).toMatchObject({ status: 'past_due' });
      expect((await subscription(user.cookie)).status).toBe('past_due');
      await control(`subscriptions/${user.subId}/pay-invoice`);
      expect((await subscription(user.cookie)).status).toBe('active');
      const forged = await control('events', {
        type: 'customer.subscription.deleted',
        object: { ...fake.subscription(user.subId), status: 'canceled' },
        badSignature: true,
      });
      await fake.idle();
      expect(fake.deliveries.at(-1)).toMatchObject({ eventId: forged.id, status: 400 });
      expect((await subscription(user.cookie)).plan).toBe('pro');
      const state = (await (await fetch(`${fake.url}/__fake/state`)).json()) as { subscriptions: { id: string }[] };
      expect(state.subscriptions.map((s) => s.id)).toContain(user.subId);
    } finally {
      fake.setWebhook(
        async (payload, headers) =>
          (await t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers, payload })).statusCode,
      );
    }
  });

  it('is public, outside the CSRF check, and not reachable by a session-only guess', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_signature');
  });
});
