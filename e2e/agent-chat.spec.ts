/**
 * The dashboard's agent chat against a fake OpenAI-compatible provider started here: greeting,
 * streaming, STOP, CLEAR, persistence across reloads, every provider error, a stalled stream,
 * Markdown without raw HTML, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider, type FakeScenario } from '../server/test/fake-provider';
import { MOBILE, expect, expectNoHorizontalOverflow, registerViaApi, test } from './fixtures';
import { sendAndStopMidStream, storedContents } from './chat-checks';
import { seedConversationScript } from '../scripts/lib/chat-db-seed';

const AGENT_URL = '/dashboard?selectedAgent=ai-writing-assistant';
const LONG_REPLY = Array.from({ length: 60 }, (_, i) => `word${i + 1}`).join(' ') + ' THE-END';
const PASSWORD = 'correct-horse-battery';

let provider: FakeProvider;
let sessionCookies: Parameters<BrowserContext['addCookies']>[0];

/** A conversation of `count` alternating messages, one a second, each text starting "<label>-<n> ". */
function longConversation(count: number, idPrefix: string, label: string) {
  const start = Date.parse('2025-01-01T08:00:00Z');
  return Array.from({ length: count }, (_, i) => ({
    id: `${idPrefix}-${i}`,
    role: i % 2 ? ('assistant' as const) : ('user' as const),
    content: `${label}-${i} ${'lorem ipsum dolor sit amet '.repeat(8)}`,
    timestamp: new Date(start + i * 1000).toISOString(),
  }));
}

test.beforeAll(async () => {
  provider = await startFakeProvider({ reply: LONG_REPLY, chunkDelayMs: 60 });
  // One account for the file: tests share its session.
  const api = await playwrightRequest.newContext();
  sessionCookies = (await registerViaApi(api, { firstName: 'Chat', lastName: 'Tester', password: PASSWORD })).cookies;
  await api.dispose();
});

test.afterAll(async () => {
  await provider?.close();
});

/** Signs in and points the browser at the fake provider with a key that selects `scenario`. */
async function openChat(page: Page, scenario: FakeScenario = 'slow') {
  await page.context().addCookies(sessionCookies);
  await page.addInitScript(
    ([key, baseUrl]) => {
      // Only on the first load of the test: later reloads must see what the app stored itself.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('openai-api-key', key);
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
    },
    [fakeKey(scenario), provider.baseUrl] as const,
  );
  await page.goto(AGENT_URL);
  const panel = page.getByRole('region', { name: 'Chat with Writing Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

function parts(page: Page) {
  const panel = page.getByRole('region', { name: 'Chat with Writing Assistant' });
  return {
    panel,
    log: panel.getByRole('log'),
    box: panel.getByRole('textbox', { name: 'Message to Writing Assistant' }),
    send: panel.getByRole('button', { name: 'SEND' }),
    stop: panel.getByRole('button', { name: 'STOP' }),
    clear: panel.getByRole('button', { name: 'CLEAR' }),
  };
}

test.describe('agent chat', () => {
  test('greets, streams a reply, stops, keeps the conversation across reloads and clears it', async ({ page }) => {
    await openChat(page);
    const { panel, log, box, send, stop } = parts(page);

    await expect(panel.getByRole('heading', { name: 'WRITING ASSISTANT' })).toBeVisible();
    await expect(log).toContainText('Agent Writing Assistant initialized. Ready for operations.');
    await expect(log).toContainText("I'm your Writing Assistant");
    await expect(log.locator('time').first()).toHaveText(/^\d{2}:\d{2}:\d{2}$/);

    await box.fill('Draft a headline');
    await expect(panel.getByText('16/2048')).toBeVisible();
    // Text arrives while the reply is still streaming (STOP is shown only until it completes).
    await sendAndStopMidStream({ box, log, stop }, 'Draft a headline');

    // A full reply, with its tokens and cost; the conversation shows its total.
    await box.fill('Now the whole thing');
    await send.click();
    await expect(log).toContainText('THE-END', { timeout: 20_000 });
    await expect(stop).toBeHidden();
    await expect(log).toContainText(/\d+ tokens/);
    await expect(log).toContainText(/\$\d+\.\d{4}/);
    await expect(panel.getByText(/Conversation total: [\d,]+ tokens/)).toBeVisible();

    // Shift+Enter adds a newline instead of sending.
    await box.fill('line one');
    await box.press('Shift+Enter');
    await expect(box).toHaveValue('line one\n');

    // The dashboard resets its URL to /dashboard after reading selectedAgent: open the agent again.
    await page.reload();
    await page.goto(AGENT_URL);
    await expect(parts(page).log).toContainText('Draft a headline');
    await expect(parts(page).log).toContainText('THE-END');

    await parts(page).clear.click();
    await expect(parts(page).log).not.toContainText('Draft a headline');
    await expect(parts(page).log).toContainText('Agent Writing Assistant initialized. Ready for operations.');
    await expect.poll(() => storedContents(page)).not.toContain('Draft a headline');
    await page.goto(AGENT_URL);
    await expect(parts(page).log).toContainText("I'm your Writing Assistant");
    await expect(parts(page).log).not.toContainText('Draft a headline');
  });

  const ERRORS: [FakeScenario, string][] = [
    ['unauthorized', 'Invalid API key. Please check your API key.'],
    ['rate_limited', 'Rate limit exceeded. Please try again later.'],
    ['insufficient_quota', 'Insufficient quota. Please check your provider account.'],
    ['server_error', 'Failed to communicate with agent. Please try again.'],
  ];
  for (const [scenario, message] of ERRORS) {
    test(`a ${scenario} answer shows its message and the Communication Error toast`, async ({ page }) => {
      await openChat(page, scenario);
      const { log, box, send } = parts(page);
      await box.fill('Hello?');
      await send.click();
      await expect(log).toContainText(message);
      await expect(page.getByText('Communication Error', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Failed to communicate with agent. Check your API key and try again.', { exact: true }),
      ).toBeVisible();
      // The pending state has ended: another message can be sent.
      await box.fill('Again');
      await expect(send).toBeEnabled();
    });
  }

  test('a stalled stream ends with the stall message and keeps what arrived', async ({ page }) => {
    // The browser's clock is fake from here on, so the 30 s idle limit passes at once.
    await page.clock.install();
    await openChat(page, 'stall');
    const { log, box, stop } = parts(page);
    await box.fill('Hello?');
    await box.press('Enter');
    await expect(log).toContainText('word2');
    await expect(stop).toBeVisible();
    await page.clock.fastForward(31_000);
    await expect(log).toContainText('The provider stopped responding. Please try again.');
    await expect(stop).toBeHidden();
    await expect(log).toContainText('word1');
    await expect(page.getByText('Communication Error', { exact: true })).toBeVisible();
  });

  test('renders Markdown with highlighted code and never the raw HTML of a reply', async ({ page }) => {
    provider.setScenario('ok', {
      reply: [
        '## Plan',
        '',
        '- **bold** item <img src="x" onerror="window.__pwned = 1"> <b>not bold</b>',
        '',
        '```ts',
        'const answer: number = 42;',
        '```',
      ].join('\n'),
    });
    try {
      await openChat(page, 'ok');
      const { log, box } = parts(page);
      await box.fill('Markdown please');
      await box.press('Enter');
      await expect(log.getByRole('heading', { name: 'Plan' })).toBeVisible();
      await expect(log.locator('strong', { hasText: 'bold' })).toBeVisible();
      await expect(log.locator('.hljs-keyword').first()).toBeVisible();
      await expect(log.locator('img')).toHaveCount(0);
      await expect(log.locator('b')).toHaveCount(0);
      expect(await page.evaluate('window.__pwned === undefined')).toBe(true);
    } finally {
      provider.setScenario('ok', { reply: LONG_REPLY, chunkDelayMs: 60 });
    }
  });

  test('opens a stored 5,000-message conversation at its last message, with only a window of it in the DOM', async ({
    page,
  }) => {
    await openChat(page, 'ok');
    await expect(parts(page).log).toContainText("I'm your Writing Assistant");
    // Written straight into the app's IndexedDB store, as a long-used conversation would be.
    const messages = longConversation(5000, 'seed', 'MSG');
    await page.evaluate(seedConversationScript('ai-writing-assistant', 'seeded-5000', messages));
    await page.goto(AGENT_URL);
    const { log } = parts(page);
    const items = log.getByRole('listitem');
    await expect(log.getByText('MSG-4999')).toBeInViewport();
    // Only what is on screen and a few either side; each tells its place in the whole.
    expect(await items.count()).toBeLessThan(30);
    await expect(items.last()).toHaveAttribute('aria-posinset', '5000');
    await expect(items.last()).toHaveAttribute('aria-setsize', '5000');
    await expect(log).not.toContainText('MSG-4900 ');

    // The keyboard reaches the first message: the log scrolls with Home.
    await log.focus();
    await page.keyboard.press('Home');
    await expect(log.getByText('MSG-0 ')).toBeInViewport();
    await expect(items.first()).toHaveAttribute('aria-posinset', '1');
    expect(await items.count()).toBeLessThan(30);
    // The mouse wheel goes on from there, message after message.
    await log.hover();
    await page.mouse.wheel(0, 1500);
    await expect(log.getByText('MSG-9 ')).toBeInViewport();
    await page.keyboard.press('End');
    await expect(log.getByText('MSG-4999')).toBeInViewport();
  });

  test('a long conversation opens at its last messages, then counts and saves all of it, in order', async ({
    page,
  }) => {
    await openChat(page, 'ok');
    await expect(parts(page).log).toContainText("I'm your Writing Assistant");
    // 300 messages, each reply counted: 150 replies of 10 tokens.
    const usage = { promptTokens: 6, completionTokens: 4, estimated: false, model: 'gpt-4o' };
    const messages = longConversation(300, 'whole', 'WHOLE').map((m) => (m.role === 'assistant' ? { ...m, usage } : m));
    await page.evaluate(seedConversationScript('ai-writing-assistant', 'seeded-300', messages));
    await page.goto(AGENT_URL);
    const { panel, log, box, send } = parts(page);
    await expect(log.getByText('WHOLE-299')).toBeInViewport();
    // The total is the whole conversation's, not the last messages' read first.
    await expect(panel.getByText('Conversation total: 1,500 tokens', { exact: false })).toBeVisible();
    await expect(log.getByRole('listitem').last()).toHaveAttribute('aria-setsize', '300');

    await box.fill('One more, after three hundred');
    await send.click();
    await expect(log).toContainText('THE-END', { timeout: 20_000 });
    await expect(parts(page).stop).toBeHidden();
    await expect.poll(async () => (await storedContents(page)).some((c) => c.includes('THE-END'))).toBe(true);

    await page.goto(AGENT_URL);
    const after = parts(page).log;
    const items = after.getByRole('listitem');
    await expect(after.getByText('THE-END')).toBeInViewport();
    await expect(items.last()).toHaveAttribute('aria-setsize', '302');
    await expect(items.nth(-2)).toContainText('One more, after three hundred');
    await expect(items.nth(-3)).toContainText('WHOLE-299');
    // Nothing before was lost or moved: the first message is still first.
    await after.focus();
    await page.keyboard.press('Home');
    await expect(items.first()).toContainText('WHOLE-0 ');
    await expect(items.first()).toHaveAttribute('aria-posinset', '1');
  });

  test('keeps a focused message rendered while it is scrolled out of view', async ({ page }) => {
    await openChat(page, 'ok');
    await expect(parts(page).log).toContainText("I'm your Writing Assistant");
    const messages = longConversation(400, 'kept', 'KEEP');
    await page.evaluate(seedConversationScript('ai-writing-assistant', 'seeded-400', messages));
    await page.goto(AGENT_URL);
    const { log } = parts(page);
    const last = log.getByRole('listitem').filter({ hasText: 'KEEP-398' });
    const edit = last.getByRole('button', { name: 'Edit your message' });
    await edit.focus();
    await log.evaluate((el) => (el.scrollTop = 0));
    await expect(log.getByText('KEEP-0 ')).toBeInViewport();
    // Out of view, still in the DOM and still focused, so Tab and screen readers go on from it.
    await expect(edit).toBeFocused();
    await expect(last).not.toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(log.getByRole('textbox', { name: 'Your message, edited' })).toBeFocused();
  });

  test('has no serious or critical axe violation, and fits 360 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openChat(page, 'ok');
    const { log, box } = parts(page);
    await box.fill('Hi');
    await box.press('Enter');
    await expect(log).toContainText('THE-END');
    await expectNoHorizontalOverflow(page);
    for (const theme of ['dark', 'light']) {
      await page.evaluate(
        `document.documentElement.classList.remove('dark', 'light'); document.documentElement.classList.add('${theme}')`,
      );
      const { violations } = await new AxeBuilder({ page })
        .include('section[aria-label="Chat with Writing Assistant"]')
        .analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});
