/**
 * All-access chat through the server, because the override key lives only in server config and must
 * never reach a browser: a user made all-access, with no personal key, sees ALL ACCESS, gets an
 * initialized chat, and a streamed reply relayed by POST /api/chat/completions. The browser never
 * talks to the provider and never sees ADMIN_PROVIDER_KEY.
 *
 * The shared e2e server has no ADMIN_PROVIDER_KEY, so this file starts its own built server with
 * one, pointed at a fake provider started here.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { request as playwrightRequest, type BrowserContext, type Page, type Response } from '@playwright/test';
import { snapshotBuild, startBuiltServer, type BuildSnapshot, type BuiltServer } from '../scripts/lib/built-server';
import { createTestDatabase, type TestDatabase } from '../scripts/lib/test-database';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { DESKTOP, expect, main, test } from './fixtures';

const ADMIN_KEY = fakeKey('ok');
const REPLY = 'Relayed through the operator key, word by word. RELAY-END';
const PASSWORD = 'admin-chat-correct-horse';

let provider: FakeProvider;
let build: BuildSnapshot | undefined;
let database: TestDatabase | undefined;
let server: BuiltServer;
let sessionCookies: Parameters<BrowserContext['addCookies']>[0];

/** There is no admin UI: the flag is set in the database, as an operator would. */
async function grantAllAccess(email: string) {
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const res = await client.query('update users set all_access = 1 where email = $1', [email]);
      expect(res.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(join(server.dataDir, 'data', 'app.db'));
  try {
    expect(db.prepare('update users set all_access = 1 where email = ?').run(email).changes).toBe(1);
  } finally {
    db.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  provider = await startFakeProvider({ reply: REPLY });
  build = snapshotBuild();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) database = await createTestDatabase(adminUrl, 'e2e_admin_chat');
  server = await startBuiltServer({
    name: 'e2e-admin-chat',
    buildRoot: build.root,
    env: {
      ADMIN_PROVIDER_KEY: ADMIN_KEY,
      AI_BASE_URL: provider.baseUrl,
      TRUST_PROXY: 'true',
      DATABASE_URL: database?.url,
    },
  });

  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const email = `all-access-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await api.post('/api/auth/register', {
    headers: { 'x-forwarded-for': '10.77.0.1' },
    data: { firstName: 'Ada', lastName: 'Operator', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  sessionCookies = (await api.storageState()).cookies;
  await grantAllAccess(email);
  const me = await api.get('/api/auth/user');
  expect(((await me.json()) as { allAccess?: boolean }).allAccess).toBe(true);
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  build?.remove();
  await database?.drop();
  await provider?.close();
});

test.use({ viewport: DESKTOP });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

test('an all-access user without a key chats through the server relay, never seeing its key', async ({ page }) => {
  await page.context().addCookies(sessionCookies);
  const providerOrigin = new URL(provider.baseUrl).origin;
  const toProvider: string[] = [];
  const responses: Response[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(providerOrigin)) toProvider.push(r.url());
  });
  page.on('response', (r) => {
    if (r.url().startsWith(server.url)) responses.push(r);
  });

  await page.goto(`${server.url}/dashboard`);
  await expect(main(page).getByText('OPERATIONAL', { exact: true })).toBeVisible();
  await expect(menu(page).getByText('ALL ACCESS', { exact: true })).toBeVisible();
  await expect(menu(page).getByText('More agents available with Premium Access')).toHaveCount(0);
  expect(await page.evaluate("localStorage.getItem('openai-api-key')")).toBeNull();

  // The whole roster is open to all-access; the chat initializes with no key.
  await menu(page)
    .getByRole('list', { name: 'ALL AGENTS', exact: true })
    .getByRole('button', { name: 'Data Scientist', exact: true })
    .click();
  await expect(main(page).getByRole('heading', { name: 'API KEY REQUIRED' })).toHaveCount(0);
  const panel = page.getByRole('region', { name: 'Chat with Data Scientist' });
  const log = panel.getByRole('log');
  await expect(panel.getByText('ALL ACCESS', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'INITIALIZE' })).toBeEnabled();
  await expect(log).toContainText('Agent Data Scientist initialized. Ready for operations.');
  await expect(log).toContainText("I'm your Data Scientist");

  const relayed = page.waitForResponse(
    (r) => r.url() === `${server.url}/api/chat/completions` && r.request().method() === 'POST',
  );
  const box = panel.getByRole('textbox', { name: 'Message to Data Scientist' });
  await box.fill('Which model fits this data?');
  await box.press('Enter');
  const relay = await relayed;
  expect(relay.status()).toBe(200);
  expect(relay.headers()['content-type']).toContain('text/event-stream');
  await expect(log).toContainText('RELAY-END');
  await expect(log).toContainText('Which model fits this data?');
  await expect(log).toContainText(/\d+ tokens/);

  // The browser named only the agent and the history; the server called the provider with its key.
  const sent = relay.request().postDataJSON() as { agentId: string; messages: { role: string; content: string }[] };
  expect(sent.agentId).toBe('ai-data-scientist');
  expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'Which model fits this data?' });
  expect(JSON.stringify(relay.request().headers())).not.toContain(ADMIN_KEY);
  expect(toProvider, 'requests from the page to the provider').toEqual([]);
  const upstream = provider.requests.filter((r) => r.path === '/v1/chat/completions');
  expect(upstream).toHaveLength(1);
  expect(upstream[0]!.headers.authorization).toBe(`Bearer ${ADMIN_KEY}`);
  expect(upstream[0]!.headers.origin, 'the provider was called by the server, not a browser').toBeUndefined();

  // Nowhere in the page, its storage, or anything our server sent it.
  expect(await page.content()).not.toContain(ADMIN_KEY);
  const storage = (await page.evaluate(
    'JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)])',
  )) as string;
  expect(storage).not.toContain(ADMIN_KEY);
  const bodies = await Promise.all(responses.map((r) => r.text().catch(() => '')));
  expect(bodies.filter((b) => b.includes(ADMIN_KEY))).toEqual([]);
});
