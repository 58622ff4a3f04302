/**
 * Plans that mean something, in a real browser: a Free user's gated library, an upgrade to Pro
 * through Checkout, an API token made in settings and used, a downgrade scheduled for the period
 * end, a cancellation through its dialog, and an admin granting a plan in the console.
 *
 * The shared e2e server bills manually, so this file starts its own built server configured for
 * Stripe, with the official SDK pointed at the fake Stripe API (server/test/fake-stripe.ts) started
 * here. The fake's hosted Checkout page is a real page the browser visits; its webhooks are signed
 * and sent to the server as Stripe would. The tests run in order on one user, as a customer's
 * journey does.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { snapshotBuild, startBuiltServer, type BuildSnapshot, type BuiltServer } from '../scripts/lib/built-server';
import { createTestDatabase, type TestDatabase } from '../scripts/lib/test-database';
import { startFakeStripe, type FakeStripe } from '../server/test/fake-stripe';
import { DESKTOP, expect, main, test } from './fixtures';

const SECRET = 'whsec_e2e_billing';
const PRICE = { basic: 'price_e2e_basic', pro: 'price_e2e_pro' };
const PASSWORD = 'plans-correct-horse-battery';

let fake: FakeStripe;
let build: BuildSnapshot | undefined;
let database: TestDatabase | undefined;
let server: BuiltServer;
let customer: { email: string; id: string; cookies: Parameters<BrowserContext['addCookies']>[0] };
let addressCount = 0;

/** What an operator would do with a SQL prompt: used only to make the admin of the last test. */
async function execSql(statement: string, value: string): Promise<number> {
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(statement.replace('?', '$1'), [value])).rowCount ?? 0;
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(server.dataDir, 'data', 'app.db'));
  try {
    return db.prepare(statement).run(value).changes;
  } finally {
    db.close();
  }
}

async function signUp(label: string) {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await api.post('/api/auth/register', {
    headers: { 'x-forwarded-for': `10.91.0.${++addressCount}` },
    data: { firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const cookies = (await api.storageState()).cookies;
  await api.dispose();
  return { email, id, cookies };
}

async function subscriptionOf(page: Page) {
  const res = await page.request.get(`${server.url}/api/billing/subscription`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { plan: string; status: string; scheduledChange: { plan: string } | null };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });
const planCard = (page: Page, label: string) => main(page).getByRole('listitem', { name: label, exact: true });

async function openBilling(page: Page) {
  await page.goto(`${server.url}/dashboard?section=subscription`);
  await expect(main(page).getByRole('heading', { name: 'CURRENT PLAN' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
test.use({ viewport: DESKTOP });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeStripe({ webhookSecret: SECRET, prices: { [PRICE.basic]: 999, [PRICE.pro]: 2999 } });
  build = snapshotBuild();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) database = await createTestDatabase(adminUrl, 'e2e_billing');
  server = await startBuiltServer({
    name: 'e2e-billing',
    buildRoot: build.root,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_BASIC: PRICE.basic,
      STRIPE_PRICE_PRO: PRICE.pro,
      STRIPE_API_URL: fake.url,
      TRUST_PROXY: 'true',
      DATABASE_URL: database?.url,
    },
  });
  fake.setWebhook(`${server.url}/api/billing/webhook`);
  customer = await signUp('customer');
});

test.afterAll(async () => {
  await server?.stop();
  build?.remove();
  await database?.drop();
  await fake?.close();
});

test.beforeEach(async ({ page }) => {
  await page.context().addCookies(customer.cookies);
});

test('a Free user sees the starter agents, the Premium Access note, and a locked agent with its way up', async ({
  page,
}) => {
  await page.goto(`${server.url}/dashboard`);
  const roster = menu(page);
  await expect(roster.getByText('DEMO', { exact: true })).toBeVisible();
  const all = roster.getByRole('list', { name: 'ALL AGENTS' });
  await expect(all.getByRole('listitem')).toHaveCount(3);
  await expect(roster.getByText('More agents available with Premium Access')).toBeVisible();

  // The prompt of a gated agent is the server's to give: refused to this plan.
  const prompt = await page.request.get(`${server.url}/api/agents/ai-tutor/prompt`);
  expect(prompt.status()).toBe(403);
  expect(((await prompt.json()) as { error: { code: string } }).error.code).toBe('plan_required');
  const starter = await page.request.get(`${server.url}/api/agents/ai-writing-assistant/prompt`);
  expect(starter.status()).toBe(200);

  await page.goto(`${server.url}/dashboard?selectedAgent=ai-tutor`);
  const panel = page.locator('#dashboard-panel');
  await expect(panel.getByText('BASIC PLAN REQUIRED')).toBeVisible();
  await panel.getByRole('button', { name: 'UPGRADE TO BASIC' }).click();
  await expect(main(page).getByRole('heading', { name: 'CURRENT PLAN' })).toBeVisible();
});

test('upgrades to Pro through Checkout and gets the whole library', async ({ page }) => {
  await openBilling(page);
  await planCard(page, 'Professional')
    .getByRole('button', { name: /UPGRADE/ })
    .click();
  await page.waitForURL(`${fake.url}/checkout/**`);
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await page.waitForURL(`${server.url}/dashboard**`);
  // The plan arrives by webhook; the screen waits for it.
  await expect(planCard(page, 'Professional').getByText('CURRENT', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  expect(await subscriptionOf(page)).toMatchObject({ plan: 'pro', status: 'active', scheduledChange: null });

  await page.goto(`${server.url}/dashboard`);
  await expect(menu(page).getByText('PREMIUM', { exact: true })).toBeVisible();
  await expect(menu(page).getByRole('list', { name: 'ALL AGENTS' }).getByRole('listitem')).toHaveCount(24);
  await expect(menu(page).getByText('More agents available with Premium Access')).toHaveCount(0);
});

test('creates an API token in settings, shown once, and calls the API with it', async ({ page }) => {
  await page.goto(`${server.url}/settings`);
  await page.getByRole('tab', { name: 'API' }).click();
  const form = page.getByRole('form', { name: 'Create an API token' });
  await form.getByLabel('Name').fill('Reporting script');
  await form.getByRole('button', { name: 'CREATE TOKEN' }).click();
  const shown = page.getByRole('textbox', { name: 'New API token' });
  const token = await shown.inputValue();
  expect(token).toMatch(/^aops_/);

  const api = await playwrightRequest.newContext();
  try {
    const res = await api.get(`${server.url}/api/usage`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    // Session-only routes refuse it whatever its scopes.
    const tokens = await api.get(`${server.url}/api/tokens`, { headers: { authorization: `Bearer ${token}` } });
    expect(tokens.status()).toBe(403);
    expect(((await tokens.json()) as { error: { code: string } }).error.code).toBe('token_not_allowed');
  } finally {
    await api.dispose();
  }
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  const list = page.getByRole('list', { name: 'API tokens' });
  await expect(list.getByText('Reporting script')).toBeVisible();
  await expect(list).not.toContainText(token);
});

test('a downgrade is scheduled for the period end and Pro stays until then', async ({ page }) => {
  await openBilling(page);
  await planCard(page, 'Basic')
    .getByRole('button', { name: /DOWNGRADE/ })
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('end of the current period');
  await dialog.getByRole('button', { name: 'DOWNGRADE' }).click();
  await expect(main(page).getByText(/Your plan changes to Basic on/)).toBeVisible();
  await expect(planCard(page, 'Professional').getByText('CURRENT', { exact: true })).toBeVisible();
  expect(await subscriptionOf(page)).toMatchObject({ plan: 'pro', scheduledChange: { plan: 'basic' } });

  // The period ends at the provider: the renewal's events make it Basic.
  const sub = fake.subscriptionOfUser(customer.id)!;
  fake.advanceToPeriodEnd(sub.id as string);
  await fake.idle();
  await openBilling(page);
  await expect(planCard(page, 'Basic').getByText('CURRENT', { exact: true })).toBeVisible();
  expect(await subscriptionOf(page)).toMatchObject({ plan: 'basic', scheduledChange: null });
});

test('cancels through its dialog, which states until when access continues', async ({ page }) => {
  await openBilling(page);
  await main(page).getByRole('button', { name: 'CANCEL SUBSCRIPTION' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Access continues until');
  await dialog.getByRole('button', { name: 'CANCEL SUBSCRIPTION' }).click();
  await expect(main(page).getByText(/Cancelled: access continues until/)).toBeVisible();
  expect(await subscriptionOf(page)).toMatchObject({
    plan: 'basic',
    status: 'cancelled',
    scheduledChange: { plan: 'free' },
  });

  const sub = fake.subscriptionOfUser(customer.id)!;
  fake.advanceToPeriodEnd(sub.id as string);
  await fake.idle();
  await openBilling(page);
  await expect(planCard(page, 'Free').getByText('CURRENT', { exact: true })).toBeVisible();
  await page.goto(`${server.url}/dashboard`);
  await expect(menu(page).getByText('DEMO', { exact: true })).toBeVisible();
});

test('an admin grants a plan in the console; the user has it at once and the audit log says so', async ({
  browser,
}) => {
  const admin = await signUp('admin');
  expect(await execSql('update users set is_admin = 1 where email = ?', admin.email)).toBe(1);
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    await context.addCookies(admin.cookies);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('textbox', { name: 'Search users by email or name' }).fill(customer.email);
    await page.getByRole('button', { name: 'SEARCH' }).click();
    const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name: customer.email });
    await expect(row).toBeVisible();
    await row.getByRole('combobox', { name: `Plan of ${customer.email}` }).selectOption('pro');
    await expect(row.getByRole('combobox', { name: `Plan of ${customer.email}` })).toHaveValue('pro');
    await expect(page.getByRole('list', { name: 'Audit log' })).toContainText(`${admin.email} changed the plan`);
  } finally {
    await context.close();
  }

  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const cookieHeader = customer.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await api.get('/api/billing/subscription', { headers: { cookie: cookieHeader } });
    expect(((await res.json()) as { plan: string }).plan).toBe('pro');
  } finally {
    await api.dispose();
  }
});
