/**
 * The `test` every spec imports: `baseURL` is the normal e2e server, `maintenanceURL` the one with
 * the maintenance gate on, `oidcURL` the one that signs in through the e2e OpenID Provider (all
 * started by global-setup.ts), plus small shared helpers: accounts made through the API, the
 * captured system mail, landmarks.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { PlanId } from '../common/plans';
import { createDb } from '../server/db/database';
import type { CapturedMail } from './mail-capture';

export { expect };
export type { CapturedMail };
export { E2E_MAINTENANCE_CODE, E2E_MAIL_FROM, E2E_OIDC_ACCOUNTS } from './constants';

type ServerEnv = 'E2E_BASE_URL' | 'E2E_MAINTENANCE_URL' | 'E2E_OIDC_URL' | 'E2E_MAIL_URL' | 'E2E_MAIN_DATA_DIR';

function serverUrl(name: ServerEnv): string {
  const url = process.env[name];
  if (!url)
    throw new Error(
      `${name} is not set: run the specs through \`npx playwright test\` (global-setup starts the servers)`,
    );
  return url;
}

export const test = base.extend<{ maintenanceURL: string; oidcURL: string }>({
  // Playwright requires the object pattern even when a fixture needs no other fixture.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(serverUrl('E2E_BASE_URL')),
  // eslint-disable-next-line no-empty-pattern
  maintenanceURL: async ({}, use) => use(serverUrl('E2E_MAINTENANCE_URL')),
  // eslint-disable-next-line no-empty-pattern
  oidcURL: async ({}, use) => use(serverUrl('E2E_OIDC_URL')),
});

let clientCount = 0;
/**
 * A client address of its own (10.<worker>.x.y) to send as X-Forwarded-For to the main server,
 * which trusts it: every browser here is 127.0.0.1, and sign-ups, sign-ins and recovery requests
 * are limited per address, so specs sharing one address would use up each other's allowance.
 */
export function nextClientAddress(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  const n = ++clientCount;
  return `10.${worker % 256}.${(n >> 8) % 256}.${n % 256}`;
}

/** Whatever can send requests with a cookie jar: a page or context (the browser's jar), or an API context. */
export type RequestClient = Page | BrowserContext | APIRequestContext;
export type SessionCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

const apiOf = (client: RequestClient): APIRequestContext => ('request' in client ? client.request : client);

async function cookiesOf(client: RequestClient): Promise<SessionCookies> {
  if (!('request' in client)) return (await client.storageState()).cookies;
  return ('context' in client ? client.context() : client).cookies();
}

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The client's cookies after signing up: its session, to add to other contexts. */
  cookies: SessionCookies;
}

let accountCount = 0;
/** A fresh address on every call, unique across workers and runs. */
export function uniqueEmail(label = 'user'): string {
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${worker}-${++accountCount}-${stamp}@example.com`;
}

/**
 * Registers through POST /api/auth/register on the main server from an address of its own, which
 * signs `client` in (a page or context: that browser). For tests that need a signed-in user but
 * are not about registration; those drive the CREATE ACCOUNT dialog instead.
 */
export async function registerViaApi(
  client: RequestClient,
  { plan, ...overrides }: Partial<Omit<TestAccount, 'cookies'>> & { plan?: PlanId } = {},
): Promise<TestAccount> {
  const account = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'correct horse battery staple',
    ...overrides,
    email: overrides.email ?? uniqueEmail(),
  };
  const res = await apiOf(client).post(`${serverUrl('E2E_BASE_URL')}/api/auth/register`, {
    headers: { 'x-forwarded-for': nextClientAddress() },
    data: { ...account, confirmPassword: account.password },
  });
  expect(res.status(), `registering ${account.email}: ${await res.text()}`).toBe(201);
  if (plan && plan !== 'free') await setPlanOnMainServer(account.email, plan);
  return { ...account, cookies: await cookiesOf(client) };
}

/**
 * Puts the account with this address on a plan in the main server's database, as a completed
 * upgrade (or an operator) would: the full library, automations and API tokens are gated, so a
 * spec about them starts on a plan that includes them. The session reads the plan on every request.
 */
export async function setPlanOnMainServer(email: string, plan: PlanId): Promise<void> {
  const { kysely } = createDb({
    databaseUrl: process.env.E2E_MAIN_DATABASE_URL || undefined,
    dataDir: serverUrl('E2E_MAIN_DATA_DIR'),
  });
  try {
    const result = await kysely
      .updateTable('users')
      .set({ plan })
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    expect(Number(result.numUpdatedRows), `no account ${email} on the main server`).toBe(1);
  } finally {
    await kysely.destroy();
  }
}

/** The password registerOnOwnServer gives its accounts (a journey that signs in again uses it). */
export const OWN_SERVER_PASSWORD = 'correct horse battery staple';

/**
 * Signs a new account up on a server a spec file started itself (`api` is a request context for
 * it, left signed in) and answers the session cookies to add to browser contexts.
 */
export async function registerOnOwnServer(api: APIRequestContext, label: string): Promise<SessionCookies> {
  const password = OWN_SERVER_PASSWORD;
  const email = uniqueEmail(label);
  const res = await api.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password },
  });
  expect(res.status(), `registering ${email}: ${await res.text()}`).toBe(201);
  return (await api.storageState()).cookies;
}

/** Signs `client` in through POST /api/auth/login on the main server, from an address of its own. */
export async function signInViaApi(client: RequestClient, email: string, password: string): Promise<SessionCookies> {
  const res = await apiOf(client).post(`${serverUrl('E2E_BASE_URL')}/api/auth/login`, {
    headers: { 'x-forwarded-for': nextClientAddress() },
    data: { email, password },
  });
  expect(res.status(), `signing in ${email}: ${await res.text()}`).toBe(200);
  return cookiesOf(client);
}

/** The system mail the main server has sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const res = await fetch(`${serverUrl('E2E_MAIL_URL')}/mails?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`mail capture answered ${res.status}`);
  return (await res.json()) as CapturedMail[];
}

/** Waits for mail number `after + 1` to `address` (the first by default) and returns it. */
export async function nextMail(address: string, after = 0): Promise<CapturedMail> {
  let mail: CapturedMail | undefined;
  await expect
    .poll(async () => (mail = (await mailsTo(address))[after]) !== undefined, {
      message: `mail #${after + 1} to ${address}`,
    })
    .toBe(true);
  return mail!;
}

export const MOBILE = { width: 360, height: 780 };
export const DESKTOP = { width: 1440, height: 900 };
export const VIEWPORTS = [
  { label: '360px', size: MOBILE },
  { label: '1440px', size: DESKTOP },
] as const;

/** The page must never scroll sideways (spec: every page works at 360 px and 1440 px). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  // A string expression: the root tsconfig checks e2e without the DOM lib (it is shared with the server).
  const [scrollWidth, innerWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  )) as [number, number];
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/** The app's main landmark (every page renders `<main id="main">`, the skip link's target). */
export function main(page: Page): Locator {
  return page.locator('main').first();
}

/** The sign-in/create-account dialog: a dialog with SIGN IN and CREATE ACCOUNT tabs. */
export function signInDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: 'SIGN IN' });
}

/** The ACCOUNT RECOVERY dialog: FORGOT PASSWORD and FORGOT USERNAME tabs. */
export function recoveryDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'ACCOUNT RECOVERY' });
}
