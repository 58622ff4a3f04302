/**
 * The older demo chat page, /library-demo (where replies come from, the chat and API key rules,
 * chat errors), with real replies from a fake provider started here.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { MOBILE, expect, expectNoHorizontalOverflow, main, test } from './fixtures';
import { sendAndStopMidStream } from './chat-checks';

const LONG_REPLY = Array.from({ length: 60 }, (_, i) => `word${i + 1}`).join(' ') + ' THE-END';
const CATEGORIES = ['Creative', 'Productivity', 'Education', 'Business', 'Technical'];

let provider: FakeProvider;

test.beforeAll(async () => {
  provider = await startFakeProvider({ reply: LONG_REPLY, chunkDelayMs: 60 });
});
test.afterAll(() => provider?.close());

/** Points the browser at the fake provider; with a key, stores it as if entered earlier. */
async function openDemo(page: Page, key?: string) {
  await page.addInitScript(
    ([baseUrl, storedKey]) => {
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
      if (storedKey && !sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem('openai-api-key', storedKey);
      }
    },
    [provider.baseUrl, key ?? ''] as const,
  );
  await page.goto('/library-demo');
  await expect(main(page).getByRole('heading', { name: 'AGENT DEMO' })).toBeVisible();
}

async function selectAgent(page: Page, name: string) {
  const select = page.getByRole('combobox', { name: 'Demo agent' });
  if (await select.isVisible()) await select.selectOption({ label: name });
  else await page.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
}

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

/** Switches the theme with transitions off, so axe never measures colours halfway. */
async function axeSerious(page: Page, theme: string): Promise<string[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(
    `document.documentElement.classList.remove('dark', 'light'); document.documentElement.classList.add('${theme}')`,
  );
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const keyInput = (page: Page) => page.getByLabel('API Key', { exact: true });
const storedKey = (page: Page) => page.evaluate("localStorage.getItem('openai-api-key')");

test('lists five demo categories; says when the agent or the key is missing; axe clean', async ({ page }) => {
  await openDemo(page);
  const roster = page.getByRole('navigation', { name: 'Demo agents' });
  for (const title of CATEGORIES) await expect.soft(roster.getByRole('heading', { name: title })).toBeVisible();
  await expect.soft(roster.getByRole('button')).toHaveCount(15);
  // A different list from the main catalogue.
  await expect.soft(roster.getByText('Writing Assistant')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'NO AGENT SELECTED' })).toBeVisible();
  await expect(page.getByText('Select an agent from the roster to begin operations')).toBeVisible();

  await selectAgent(page, 'Story Spark');
  const { panel, box } = chat(page, 'Story Spark');
  await expect(panel.getByRole('heading', { name: 'STORY SPARK' })).toBeVisible();
  await expect(panel.getByText('API KEY REQUIRED')).toBeVisible();
  await expect(box).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'NO AGENT SELECTED' })).toHaveCount(0);
  await expect(roster.getByRole('button', { name: /^Story Spark\b/ })).toHaveAttribute('aria-pressed', 'true');

  // 1440 px: the roster sits beside the chat.
  await expectNoHorizontalOverflow(page);
  for (const theme of ['dark', 'light']) expect(await axeSerious(page, theme)).toEqual([]);
});

test('Help explains the key; Get My API Key opens the provider in a new tab', async ({ page }) => {
  await openDemo(page);
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.soft(dialog).toContainText('API key');
  await expect.soft(dialog).toContainText('stays in this browser');
  await expect.soft(dialog).toContainText('$0.002');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeFocused();

  const getKey = page.getByRole('link', { name: /Get My API Key/ });
  await expect(getKey).toHaveAttribute('href', 'https://platform.openai.com/api-keys');
  await expect(getKey).toHaveAttribute('target', '_blank');
  await expect(getKey).toHaveAttribute('rel', /noopener/);
});

test('an invalid key is not stored; a valid one is, and unlocks the chat', async ({ page }) => {
  await openDemo(page);
  await selectAgent(page, 'Regex Helper');
  const { panel, box } = chat(page, 'Regex Helper');
  const input = keyInput(page);
  await expect(input).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show API key' }).click();
  await expect(input).toHaveAttribute('type', 'text');

  await input.fill('sk-too-short');
  await expect(page.getByText("Enter your API key starting with 'sk-'")).toBeVisible();
  expect(await storedKey(page)).toBeNull();
  await expect(panel.getByText('API KEY REQUIRED')).toBeVisible();

  await input.fill(fakeKey('ok'));
  await expect(page.getByText('Valid format')).toBeVisible();
  await expect(panel.getByText('API KEY REQUIRED')).toHaveCount(0);
  await expect(box).toBeEnabled();
  expect(await storedKey(page)).toBe(fakeKey('ok'));

  await page.reload(); // the stored key is loaded on the next visit
  await expect(keyInput(page)).toHaveValue(fakeKey('ok'));
});

test('streams a real reply, stops, keeps Shift+Enter for newlines and clears', async ({ page }) => {
  await openDemo(page, fakeKey('slow'));
  await selectAgent(page, 'Quiz Master');
  const { log, box, send, stop, clear } = chat(page, 'Quiz Master');
  await expect(box).toHaveAttribute('rows', '2');
  await expect(box).toHaveAttribute('maxlength', '2048');

  await box.fill('line one');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('line one\n');
  await expect(log.getByRole('listitem')).toHaveCount(0);

  await sendAndStopMidStream({ box, log, stop }, 'Quiz me on rivers');

  await box.fill('The whole answer please');
  await send.click();
  await expect(log).toContainText('THE-END', { timeout: 20_000 });
  await expect(stop).toBeHidden();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Quiz Master replied:' })).toHaveCount(1);

  // The agent's own system prompt went to the provider, with the conversation after it.
  const body = provider.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
  expect(body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Quiz Master') });
  expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'The whole answer please' });

  await clear.click();
  await expect(log.getByRole('listitem')).toHaveCount(0);
  await expect(log).not.toContainText('Quiz me on rivers');
});

test('a refused key shows the mapped message inline, without a toast', async ({ page }) => {
  await openDemo(page, fakeKey('unauthorized'));
  await selectAgent(page, 'SQL Helper');
  const { panel, box, send } = chat(page, 'SQL Helper');
  await box.fill('Count the orders');
  await send.click();
  await expect(panel.getByRole('alert')).toHaveText('Invalid API key. Please check your API key.');
  await expect(page.getByText('Communication Error', { exact: true })).toHaveCount(0);
  await box.fill('Again');
  await expect(send).toBeEnabled();
});

test('at 360 px the roster is a select above the chat, nothing overflows, and axe is clean', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openDemo(page, fakeKey('ok'));
  await expect(page.getByRole('navigation', { name: 'Demo agents' })).toBeHidden();
  await expectNoHorizontalOverflow(page);
  await selectAgent(page, 'Pitch Polisher');
  const { log, box } = chat(page, 'Pitch Polisher');
  await box.fill('Pitch a bakery');
  await box.press('Enter');
  await expect(log).toContainText('THE-END');
  await expectNoHorizontalOverflow(page);

  for (const theme of ['dark', 'light']) expect(await axeSerious(page, theme)).toEqual([]);
});
