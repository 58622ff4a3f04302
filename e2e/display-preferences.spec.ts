/**
 * Display preferences take effect in the product (issue 15): each one is changed on the PREFS tab
 * of settings, as a user would, and its effect is looked for where it shows: date and time formats
 * on the sessions list and a legal page, the tone of a finished reply in the demo chat, auto-save
 * of the email compose draft, compact mode on the whole page.
 */
import type { Page } from '@playwright/test';
import { fakeKey, startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { seriousViolations } from './axe';
import { DESKTOP, expect, main, registerViaApi, test } from './fixtures';

let provider: FakeProvider;
test.beforeAll(async () => {
  provider = await startFakeProvider({ reply: 'A short answer. THE-END' });
});
test.afterAll(() => provider?.close());
test.use({ viewport: DESKTOP });

const prefsPanel = (page: Page) => main(page).getByRole('tabpanel', { name: 'PREFS', exact: true });

async function openPrefs(page: Page) {
  await page.goto('/settings?tab=prefs');
  await expect(main(page).getByRole('heading', { name: 'DISPLAY PREFERENCES' })).toBeVisible();
  return prefsPanel(page);
}

/** Every oscillator started on the page is one tone heard; counted from the page's own Web Audio. */
async function countTones(page: Page) {
  await page.addInitScript(`
    window.tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      window.tones += 1;
      return start.apply(this, args);
    };
  `);
}
const tones = (page: Page) => page.evaluate('window.tones') as Promise<number>;

/** One finished reply in the demo chat, with a stored key pointed at the fake provider. */
async function finishOneReply(page: Page) {
  await page.addInitScript(
    ([baseUrl, key]) => {
      localStorage.setItem('ai-provider-settings', JSON.stringify({ baseUrl }));
      localStorage.setItem('openai-api-key', key);
    },
    [provider.baseUrl, fakeKey()] as const,
  );
  await page.goto('/library-demo');
  await main(page)
    .getByRole('button', { name: /^Story Spark\b/ })
    .click();
  const box = main(page).getByRole('textbox', { name: /^Message to / });
  await box.fill('Hello');
  await box.press('Enter');
  await expect(main(page).getByRole('log')).toContainText('THE-END');
  await expect(main(page).getByRole('button', { name: 'STOP' })).toBeHidden();
}

test('date and time format: the sessions list and a legal page follow, and PREFS is axe clean', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/settings?tab=security');
  const sessions = main(page).getByRole('list', { name: 'Active sessions' });
  // The defaults: MM/DD/YYYY and a 12-hour clock.
  await expect(sessions).toContainText(/Last seen \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/);

  const prefs = await openPrefs(page);
  await prefs.getByLabel('Date format').selectOption('YYYY-MM-DD');
  await prefs.getByLabel('Time format').selectOption('24h');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await main(page).getByRole('tab', { name: 'SECURITY', exact: true }).click();
  await expect(sessions).toContainText(/Last seen \d{4}-\d{2}-\d{2} \d{2}:\d{2}(?! ?[AP]M)/);

  await page.goto('/privacy-policy');
  await expect(main(page).getByText(/Last updated/)).toContainText(/Last updated \d{4}-\d{2}-\d{2}$/);
  await openPrefs(page).then((p) => p.getByLabel('Date format').selectOption('DD/MM/YYYY'));
  await page.goto('/privacy-policy');
  await expect(main(page).getByText(/Last updated/)).toContainText(/Last updated \d{2}\/\d{2}\/\d{4}$/);
});

test('sound: a finished reply plays a tone while Sound Effects is on, none once it is off', async ({ page }) => {
  await registerViaApi(page);
  await countTones(page);
  await finishOneReply(page);
  await expect.poll(() => tones(page)).toBe(1);

  const prefs = await openPrefs(page);
  const sound = prefs.getByRole('switch', { name: /Sound Effects/ });
  await expect(sound).toBeChecked();
  // By keyboard, as every switch of the tab can be.
  await sound.focus();
  await page.keyboard.press('Space');
  await expect(sound).not.toBeChecked();

  await finishOneReply(page);
  expect(await tones(page)).toBe(0);
});

test('auto-save: the compose draft survives a reload while on, and is not kept once off', async ({ page }) => {
  await registerViaApi(page);
  await page.addInitScript((key) => localStorage.setItem('openai-api-key', key), fakeKey());
  const context = () => main(page).getByRole('tabpanel', { name: 'EMAIL ASSISTANT' }).getByLabel('Context');

  await page.goto('/dashboard');
  await context().fill('Tell Sam that Atlas is on track.');
  await page.reload();
  await expect(context()).toHaveValue('Tell Sam that Atlas is on track.');

  const prefs = await openPrefs(page);
  await prefs.getByRole('switch', { name: /Auto-Save/ }).click();
  await expect(prefs.getByRole('switch', { name: /Auto-Save/ })).not.toBeChecked();

  await page.goto('/dashboard');
  // Turning it off forgot the kept draft; what is typed now is not kept either.
  await expect(context()).toHaveValue('');
  await context().fill('Typed with auto-save off.');
  await page.reload();
  await expect(context()).toHaveValue('');
});

test('compact mode: the page tightens at once and stays compact after a reload', async ({ page }) => {
  await registerViaApi(page);
  const prefs = await openPrefs(page);
  const section = main(page).getByRole('heading', { name: 'DISPLAY PREFERENCES' });
  const roomy = (await prefs.boundingBox())!.height;
  await expect(page.locator('html')).not.toHaveClass(/\bcompact\b/);

  await prefs.getByRole('switch', { name: /Compact Mode/ }).click();
  await expect(page.locator('html')).toHaveClass(/\bcompact\b/);
  await expect.poll(async () => (await prefs.boundingBox())!.height).toBeLessThan(roomy);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.reload();
  await expect(section).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bcompact\b/);
});
