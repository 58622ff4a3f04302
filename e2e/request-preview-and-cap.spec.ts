/**
 * "What is sent" and the spending cap in the agent chat, against the fake provider: the panel
 * shows the next request (model, system prompt, messages) and the provider receives exactly that;
 * a tiny daily cap warns at 80 %, stops at 100 %, and "Send one more" lets exactly one through.
 * axe on the panel and on the cap's notice. The email AI's compose shows the prompt its server builds.
 */
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { snapshotBuild, startBuiltServer, type BuildSnapshot, type BuiltServer } from '../scripts/lib/built-server';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { expectTheme, report, seriousViolations, THEMES, useTheme } from './axe';
import { expect, main, registerOnOwnServer, registerViaApi, test } from './fixtures';

const AGENT_URL = '/dashboard?selectedAgent=ai-writing-assistant';
const KEY = fakeKey('ok');
/** No scenario in its shape, so the json scenario the email AI needs applies. */
const EMAIL_KEY = fakeKey();
const CAP_STORAGE = 'agentops-spending-caps';

let provider: FakeProvider;
let sessionCookies: Parameters<BrowserContext['addCookies']>[0];

test.beforeAll(async () => {
  provider = await startFakeProvider({ reply: 'A short reply.' });
  const api = await playwrightRequest.newContext();
  sessionCookies = (await registerViaApi(api, { firstName: 'Cap', lastName: 'Tester' })).cookies;
  await api.dispose();
});
test.afterAll(async () => {
  await provider?.close();
});

async function openChat(page: Page) {
  await page.context().addCookies(sessionCookies);
  await page.addInitScript(
    ([key, baseUrl]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('openai-api-key', key);
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
    },
    [KEY, provider.baseUrl] as const,
  );
  await page.goto(AGENT_URL);
  const panel = page.getByRole('region', { name: 'Chat with Writing Assistant' });
  await expect(panel.getByRole('log')).toContainText('initialized');
  return {
    panel,
    log: panel.getByRole('log'),
    box: panel.getByRole('textbox', { name: 'Message to Writing Assistant' }),
    send: panel.getByRole('button', { name: 'SEND', exact: true }),
    notice: panel.getByTestId('spending-cap-notice'),
  };
}

type SentBody = {
  model: string;
  temperature: number;
  max_tokens: number;
  messages: { role: string; content: string }[];
};
const chatRequests = () => provider.requests.filter((r) => r.path.endsWith('/chat/completions'));

/** Today's spending of the one key in this browser's record. */
const spentToday = (page: Page) =>
  page.evaluate((storageKey) => {
    const record = JSON.parse(localStorage.getItem(storageKey) ?? '{"keys":{}}') as {
      keys: Record<string, { daySpentUsd: number }>;
    };
    return Object.values(record.keys)[0]?.daySpentUsd ?? 0;
  }, CAP_STORAGE);

test('the panel shows the next request and the provider receives exactly that', async ({ page }) => {
  const { panel, box, log } = await openChat(page);
  await panel.getByRole('button', { name: 'What is sent' }).click();
  const sheet = page.getByRole('dialog', { name: 'What is sent' });
  await expect(sheet.getByTestId('preview-url')).toHaveText(`POST ${provider.baseUrl}/chat/completions`);
  await expect(sheet.getByTestId('preview-headers')).toHaveText(/authorization: Bearer sk-…cdef/);
  await expect(sheet).not.toContainText(KEY);
  await expect(sheet.getByTestId('preview-system-prompt')).not.toHaveText('(empty)');
  await expect(sheet.getByText('None: every message fits.')).toBeVisible();
  await expect(sheet.getByTestId('preview-estimate')).toContainText(/About \d+ prompt tokens/);

  // It follows the message being typed.
  await box.fill('What does the panel show?');
  await expect(sheet.getByTestId('preview-messages')).toContainText('What does the panel show?');
  const results: Record<string, string[]> = { 'What is sent panel': await seriousViolations(page, '[role="dialog"]') };

  const model = await sheet.getByTestId('preview-model').innerText();
  const systemPrompt = await sheet.getByTestId('preview-system-prompt').innerText();
  const parameters = JSON.parse(await sheet.getByTestId('preview-parameters').innerText()) as Record<string, unknown>;
  const shown = await sheet.getByTestId('preview-messages').locator('pre').allInnerTexts();

  const before = chatRequests().length;
  await box.press('Enter');
  await expect(log).toContainText('A short reply.');
  const sent = chatRequests()[before]!.body as SentBody;
  expect(sent.model).toBe(model);
  expect(sent.messages[0]).toEqual({ role: 'system', content: systemPrompt });
  expect(sent.messages.slice(1).map((m) => m.content)).toEqual(shown);
  expect(sent).toMatchObject(parameters);
  expect(chatRequests()[before]!.headers.authorization).toBe(`Bearer ${KEY}`);

  // Keyboard: Escape closes the sheet.
  await sheet.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  expect(report(results)).toBe('');
});

test('a tiny daily cap warns at 80 %, stops at 100 % and lets exactly one more through', async ({ page }) => {
  const { box, log, send } = await openChat(page);
  await box.fill('First message');
  await send.click();
  await expect(log).toContainText('A short reply.');
  await expect.poll(() => spentToday(page)).toBeGreaterThan(0);
  const spent = await spentToday(page);

  // A cap 90 % spent, set in the API settings.
  await page.goto('/settings?tab=api');
  await page.getByLabel('Daily budget (USD)').fill((spent / 0.9).toFixed(12));
  await page.getByRole('button', { name: 'Save caps' }).click();
  await expect(page.getByTestId('spending-summary')).toContainText('left');

  const chat = await openChat(page);
  await expect(chat.notice.getByRole('status')).toContainText('90 % of your daily budget is used');
  const results: Record<string, string[]> = {
    'cap warning': await seriousViolations(page, '[data-testid="spending-cap-notice"]'),
  };

  // One more reply takes it past 100 %: sending stops.
  await chat.box.fill('Second message');
  await chat.send.click();
  await expect(chat.log).toContainText('Second message');
  await expect(chat.notice.getByRole('status')).toContainText('Spending cap reached');
  await expect(chat.notice.getByRole('link', { name: 'Raise the cap' })).toHaveAttribute(
    'href',
    '/settings?tab=api#spending-cap',
  );
  results['cap reached'] = await seriousViolations(page, '[data-testid="spending-cap-notice"]');
  await chat.box.fill('Blocked message');
  await expect(chat.send).toBeDisabled();
  const count = chatRequests().length;

  // Send one more, by keyboard: exactly one request leaves, then it stops again.
  await chat.notice.getByRole('button', { name: 'Send one more' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Send one more request?' });
  results['one more confirmation'] = await seriousViolations(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Allow one request' }).click();
  await expect(chat.notice).toContainText('One more request is allowed');
  await chat.box.focus();
  await page.keyboard.press('Enter');
  await expect(chat.log).toContainText('Blocked message');
  await expect.poll(() => chatRequests().length).toBe(count + 1);
  await expect(chat.notice.getByRole('button', { name: 'Send one more' })).toBeVisible();
  await chat.box.fill('Not sent');
  await chat.box.press('Enter');
  await expect(chat.box).toHaveValue('Not sent');
  expect(chatRequests().length).toBe(count + 1);

  // The stop and the panel in both themes.
  for (const theme of THEMES) {
    await useTheme(page, theme);
    await page.goto(AGENT_URL);
    await expectTheme(page, theme);
    await expect(chat.notice.getByRole('status')).toContainText('Spending cap reached');
    results[`cap reached (${theme})`] = await seriousViolations(page, '[data-testid="spending-cap-notice"]');
    await chat.panel.getByRole('button', { name: 'What is sent' }).click();
    await expect(page.getByRole('dialog', { name: 'What is sent' }).getByTestId('preview-model')).toBeVisible();
    results[`What is sent (${theme})`] = await seriousViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
  }
  expect(report(results)).toBe('');
});

test.describe('the email AI', () => {
  // The server calls only providers it is configured for: this one gets its own, pointed at the fake.
  let build: BuildSnapshot;
  let server: BuiltServer;
  let session: Parameters<BrowserContext['addCookies']>[0];
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    build = snapshotBuild();
    server = await startBuiltServer({
      name: 'e2e-request-preview',
      buildRoot: build.root,
      env: { AI_BASE_URL: provider.baseUrl },
    });
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    session = await registerOnOwnServer(api, 'preview');
    await api.dispose();
  });
  test.afterAll(async () => {
    await server?.stop();
    build?.remove();
  });

  test('compose shows the prompt the server builds, and the server sends exactly that', async ({ page }) => {
    await page.context().addCookies(session);
    await page.addInitScript(
      ([key, baseUrl]) => {
        localStorage.setItem('openai-api-key', key);
        localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
      },
      [EMAIL_KEY, provider.baseUrl] as const,
    );
    await page.goto(`${server.url}/dashboard`);
    const panel = main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' });
    await panel.getByLabel('Context').fill('Tell Sam that Atlas is on track for Friday.');
    await panel.getByRole('button', { name: 'What is sent' }).click();
    const dialog = page.getByRole('dialog', { name: 'What is sent' });
    await expect(dialog.getByTestId('preview-messages')).toContainText('Tell Sam that Atlas is on track for Friday.');
    await expect(dialog.getByTestId('preview-headers')).toContainText('authorization: Bearer sk-…cdef');
    await expect(dialog).not.toContainText(EMAIL_KEY);
    const violations = await seriousViolations(page, '[role="dialog"]');
    const model = await dialog.getByTestId('preview-model').innerText();
    const systemPrompt = await dialog.getByTestId('preview-system-prompt').innerText();
    const shown = await dialog.getByTestId('preview-messages').locator('pre').allInnerTexts();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    provider.setScenario('json', { json: JSON.stringify({ subject: 'Atlas', body: 'On track.', suggestions: [] }) });
    const before = chatRequests().length;
    await panel.getByRole('button', { name: 'GENERATE EMAIL' }).click();
    await expect.poll(() => chatRequests().length).toBe(before + 1);
    const sent = chatRequests()[before]!.body as SentBody;
    provider.setScenario('ok', { reply: 'A short reply.' });
    expect(sent.model).toBe(model);
    expect(sent.messages[0]).toEqual({ role: 'system', content: systemPrompt });
    expect(sent.messages.slice(1).map((m) => m.content)).toEqual(shown);
    expect(violations).toEqual([]);
  });
});
