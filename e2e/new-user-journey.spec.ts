/**
 * A new user's whole first visit, in one test, through the real UI (sign-in dialog, Getting Started
 * wizard, library, dashboard, agent selection, chat panel and API key): CREATE ACCOUNT, the wizard
 * from the dashboard's API KEY REQUIRED state, the library's Open in Dashboard, a streamed reply
 * from a fake provider (STOP, a full reply with tokens and cost, CLEAR), FAVORITES, RECENT, and the
 * conversation kept across a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { DESKTOP, expect, header, main, setPlanOnMainServer, signInDialog, test } from './fixtures';
import { sendAndStopMidStream, storedContents } from './chat-checks';

const LONG_REPLY = Array.from({ length: 60 }, (_, i) => `word${i + 1}`).join(' ') + ' THE-END';
const PASSWORD = 'journey-correct-horse-42';

let provider: FakeProvider;

test.beforeAll(async () => {
  // 60 chunks 60 ms apart: several seconds of streaming, time enough to see text and press STOP.
  provider = await startFakeProvider({ reply: LONG_REPLY, chunkDelayMs: 60 });
});
test.afterAll(() => provider?.close());

const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });
const rosterList = (page: Page, name: string) => menu(page).getByRole('list', { name, exact: true });

function chat(page: Page, agent: string) {
  const panel = page.getByRole('region', { name: `Chat with ${agent}` });
  return {
    panel,
    log: panel.getByRole('log'),
    box: panel.getByRole('textbox', { name: `Message to ${agent}` }),
    send: panel.getByRole('button', { name: 'SEND' }),
    stop: panel.getByRole('button', { name: 'STOP' }),
    clear: panel.getByRole('button', { name: 'CLEAR' }),
  };
}

/** A unique address in 10.0.0.0/8, so this sign-up never shares the per-address limit with another. */
function uniqueAddress(): string {
  const n = (Date.now() ^ Math.floor(Math.random() * 0xffffff)) & 0xffffff;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function register(page: Page, email: string) {
  await main(page).getByRole('button', { name: 'ACCESS SYSTEM' }).click();
  const dialog = signInDialog(page);
  await dialog.getByRole('tab', { name: 'CREATE ACCOUNT' }).click();
  const form = dialog.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Nova');
  await form.getByLabel('Last name').fill('Journey');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  const submit = form.getByRole('button', { name: 'CREATE ACCOUNT' });
  // Both consents are required first: no account exists without agreement to both policies.
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await submit.click();
}

/** Steps 1-4 of the wizard, "Yes, I have an account", the key, Start Using Agents. */
async function completeWizard(page: Page, key: string) {
  const wizard = page.getByRole('dialog', { name: 'GETTING STARTED' });
  await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 3 of 4')).toBeVisible();
  await wizard.getByRole('radio', { name: /^Yes/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 4 of 4')).toBeVisible();
  const start = wizard.getByRole('button', { name: 'Start Using Agents' });
  await expect(start).toBeDisabled();
  await wizard.getByLabel(/API key$/).fill(key);
  await expect(wizard.getByText('Valid format')).toBeVisible();
  await start.click();
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your API key has been configured. You can now chat with AI agents.', { exact: true }),
  ).toBeVisible();
  await expect(wizard).toBeHidden();
}

async function expectGreeting(log: Locator, agent: string) {
  await expect(log).toContainText(`Agent ${agent} initialized. Ready for operations.`);
  await expect(log).toContainText(`I'm your ${agent}`);
}

test.use({ viewport: DESKTOP });

test('a new user signs up, sets a key with the wizard, opens an agent from the library and chats', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const key = fakeKey('slow');
  await page.addInitScript((baseUrl) => {
    localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
  }, provider.baseUrl);

  // 1. CREATE ACCOUNT in the sign-in dialog; the page reloads signed in.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() });
  await page.goto('/');
  await register(page, email);
  await expect(main(page).getByRole('heading', { name: 'Welcome back, Nova' })).toBeVisible();
  // Only the sign-up needed its own address: later requests, the provider's included, go out as a browser's would.
  await page.setExtraHTTPHeaders({});

  // 2. The dashboard asks for a key when an agent is chosen; GETTING STARTED sets one.
  await main(page).getByRole('link', { name: 'OPEN DASHBOARD' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menu(page).getByText('DEMO', { exact: true })).toBeVisible();
  await rosterList(page, 'ALL AGENTS').getByRole('button', { name: 'Writing Assistant', exact: true }).click();
  await expect(main(page).getByRole('heading', { name: 'API KEY REQUIRED' })).toBeVisible();
  await main(page).getByRole('button', { name: 'GETTING STARTED' }).click();
  await completeWizard(page, key);
  // The key pays for the replies; which agents are listed is the plan's: still the 3 starter agents.
  await expect(menu(page).getByText('DEMO', { exact: true })).toBeVisible();
  await expect(chat(page, 'Writing Assistant').panel).toBeVisible();
  expect(await page.evaluate("localStorage.getItem('openai-api-key')")).toBe(key);

  // The user moves to Basic (set here as a completed upgrade would; billing has journeys of its
  // own): the whole library is listed.
  await setPlanOnMainServer(email, 'basic');
  await page.reload();
  await expect(menu(page).getByText('PREMIUM', { exact: true })).toBeVisible();

  // 3. The library: a Technical agent, Open in Dashboard.
  await header(page).getByRole('link', { name: 'LIBRARY' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(main(page).getByText('AUTHORIZED', { exact: true })).toBeVisible();
  await main(page)
    .getByRole('tab', { name: /^Technical/ })
    .click();
  await main(page)
    .getByRole('article', { name: 'Code Reviewer' })
    .getByRole('button', { name: /^Open in Dashboard/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const { panel, log, box, send, stop, clear } = chat(page, 'Code Reviewer');
  await expect(panel.getByRole('heading', { name: 'CODE REVIEWER' })).toBeVisible();
  await expectGreeting(log, 'Code Reviewer');

  // 4. A reply streams in: its first words show while STOP is still offered; STOP keeps them.
  await sendAndStopMidStream({ box, log, stop }, 'Review my pull request');
  const request = provider.requests.at(-1);
  expect(request?.headers.authorization).toBe(`Bearer ${key}`);

  // 5. Again, to the end: tokens and cost under the reply, the conversation's total below.
  await box.fill('Now the full review');
  await send.click();
  await expect(log).toContainText('THE-END', { timeout: 20_000 });
  await expect(stop).toBeHidden();
  await expect(log).toContainText(/\d+ tokens/);
  await expect(log).toContainText(/\$\d+\.\d{4}/);
  await expect(panel.getByText(/Conversation total: [\d,]+ tokens/)).toBeVisible();

  // 6. CLEAR starts over with the greeting.
  await clear.click();
  await expect(log).not.toContainText('Review my pull request');
  await expect(log).not.toContainText('THE-END');
  await expectGreeting(log, 'Code Reviewer');

  // 7. The star puts the agent under FAVORITES; opening it put it first under RECENT.
  const star = rosterList(page, 'ALL AGENTS').getByRole('button', { name: 'Add Code Reviewer to favorites' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(rosterList(page, 'FAVORITES').getByRole('button', { name: 'Code Reviewer', exact: true })).toBeVisible();
  await expect(rosterList(page, 'RECENT').getByRole('listitem').first()).toContainText('Code Reviewer');

  // 8. One more exchange, then a reload: the conversation is still there, reopened from RECENT.
  await box.fill('Remember this after a reload');
  await send.click();
  await expect(log).toContainText('THE-END', { timeout: 20_000 });
  await expect(stop).toBeHidden();
  // The whole reply saved first: a reload before the chat's save ends would interrupt it.
  await expect.poll(async () => (await storedContents(page)).some((c) => c.includes('THE-END'))).toBe(true);
  await page.reload();
  await expect(main(page).getByText('OPERATIONAL', { exact: true })).toBeVisible();
  await expect(rosterList(page, 'FAVORITES').getByRole('button', { name: 'Code Reviewer', exact: true })).toBeVisible();
  await rosterList(page, 'RECENT').getByRole('button', { name: 'Code Reviewer', exact: true }).click();
  const after = chat(page, 'Code Reviewer');
  await expect(after.log).toContainText('Remember this after a reload');
  await expect(after.log).toContainText('THE-END');
  await expect(after.log).toContainText('Agent Code Reviewer initialized. Ready for operations.');
  await expect(after.log).not.toContainText('Review my pull request');
});
