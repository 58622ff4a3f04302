/**
 * The account screens of /settings for a password account (profile and password states, validation
 * and toasts): profile edit, password change, ending another session, deleting the profile, and axe
 * on every tab. Each test signs up through the API (accounts.spec.ts drives the dialog).
 */
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { THEMES, expectTheme, report, seriousViolations, useTheme } from './axe';
import {
  DESKTOP,
  expect,
  header,
  main,
  nextClientAddress,
  registerViaApi,
  signInDialog,
  test as base,
  type TestAccount,
} from './fixtures';

const TABS = ['PROFILE', 'SECURITY', 'ALERTS', 'PREFS', 'USAGE', 'API'] as const;
const NEW_PASSWORD = 'Brand-new passphrase 2';

const tab = (page: Page, name: string) =>
  main(page).getByRole('tablist', { name: 'Account settings' }).getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => main(page).getByRole('tabpanel', { name, exact: true });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

async function openSettings(page: Page, name: (typeof TABS)[number] = 'PROFILE'): Promise<Locator> {
  await page.goto(name === 'PROFILE' ? '/settings' : `/settings?tab=${name.toLowerCase()}`);
  await expect(main(page).getByRole('heading', { name: 'ACCOUNT SETTINGS' })).toBeVisible();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  return panel(page, name);
}

/** The status of a sign-in with these credentials, from an API client (its own cookie jar and address). */
async function signInStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const res = await request.post('/api/auth/login', {
    headers: { 'x-forwarded-for': nextClientAddress() },
    data: { email, password },
  });
  return res.status();
}

/** `elsewhere(account)`: a second browser (its own context) signed in as `account` through the sign-in dialog. */
const test = base.extend<{ elsewhere: (account: TestAccount) => Promise<Page> }>({
  elsewhere: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account) => {
      const context = await browser.newContext({ baseURL, viewport: DESKTOP });
      contexts.push(context);
      const other = await context.newPage();
      await other.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientAddress() });
      await other.goto('/api/login');
      const dialog = signInDialog(other);
      await dialog.getByLabel('Email').fill(account.email);
      await dialog.getByLabel('Password', { exact: true }).fill(account.password);
      await dialog.getByRole('button', { name: 'SIGN IN', exact: true }).click();
      await expect(main(other).getByRole('heading', { name: `Welcome back, ${account.firstName}` })).toBeVisible();
      return other;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

test.use({ viewport: DESKTOP });

test('PROFILE: SAVE CHANGES only with a change, "Profile Updated", kept across a reload', async ({ page }) => {
  const account = await registerViaApi(page, { firstName: 'Ada', lastName: 'Lovelace' });
  const profile = await openSettings(page);
  // The header card: full name, email, badges.
  await expect(main(page).getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await expect(main(page).getByText(account.email, { exact: true })).toBeVisible();
  for (const badge of ['ACTIVE', 'AUTHORIZED'])
    await expect.soft(main(page).getByText(badge, { exact: true })).toBeVisible();

  const form = profile.getByRole('form', { name: 'Profile' });
  const save = form.getByRole('button', { name: 'SAVE CHANGES', exact: true });
  const company = form.getByLabel('Company');
  const bio = form.getByLabel('Bio');
  await expect(form.getByLabel('First name')).toHaveValue('Ada');
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await expect(form.getByLabel('Location')).toHaveAttribute('placeholder', 'City, Country');
  await expect(save).toBeDisabled();

  // Typing and undoing it leaves nothing to save.
  await company.fill('Analytical Engines');
  await expect(save).toBeEnabled();
  await company.fill('');
  await expect(save).toBeDisabled();

  await company.fill('Analytical Engines Ltd');
  const text = 'Wrote the first published program.';
  await bio.fill(text);
  await expect(form.getByText(`${text.length}/500 characters`)).toBeVisible();
  await form.getByLabel('First name').fill('Augusta');

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/user/profile', async (route) => {
    await released;
    await route.continue();
  });
  await save.click();
  await expect(form.getByRole('button', { name: 'UPDATING...', exact: true })).toBeDisabled();
  release();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(
    page.getByText('Your profile information has been successfully updated.', { exact: true }),
  ).toBeVisible();
  // The refetched user is the new baseline: nothing left to save, and the header card follows.
  await expect(save).toBeDisabled();
  await expect(main(page).getByText('Augusta Lovelace', { exact: true })).toBeVisible();

  await page.reload();
  await expect(company).toHaveValue('Analytical Engines Ltd');
  await expect(bio).toHaveValue(text);
  await expect(form.getByLabel('First name')).toHaveValue('Augusta');
  await expect(save).toBeDisabled();
});

test('PROFILE: an email address of another account gives "Update Failed" with the server message', async ({
  page,
  request,
}) => {
  const other = await registerViaApi(request);
  const account = await registerViaApi(page);
  const form = (await openSettings(page)).getByRole('form', { name: 'Profile' });
  await form.getByLabel('Email').fill(other.email);
  await form.getByRole('button', { name: 'SAVE CHANGES', exact: true }).click();
  await expect(toast(page, 'Update Failed')).toBeVisible();
  await expect(page.getByText('This email address is already used by another account.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
});

test('SECURITY: the strength bar, a wrong current password, "Password Changed", the new password signs in', async ({
  page,
  request,
  elsewhere,
}) => {
  const account = await registerViaApi(page);
  const other = await elsewhere(account);
  const security = await openSettings(page, 'SECURITY');
  const form = security.getByRole('form', { name: 'Change password' });
  const current = form.getByLabel('Current password', { exact: true });
  const next = form.getByLabel('New password', { exact: true });
  const confirm = form.getByLabel('Confirm new password', { exact: true });
  const submit = form.getByRole('button', { name: 'CHANGE PASSWORD', exact: true });
  await expect(submit).toBeDisabled();

  // Four segments; each hint met lights one more.
  const strength = form.locator('#password-strength');
  const segments = strength.locator('[aria-hidden] > span');
  const lit = () => segments.evaluateAll((spans) => spans.filter((s) => !s.classList.contains('bg-muted')).length);
  await expect(segments).toHaveCount(4);
  await expect(strength).toContainText('8+ characters, uppercase, number, special character');
  for (const [password, count, label] of [
    ['abc', 0, 'Too weak'],
    ['abcdefgh', 1, 'Weak'],
    ['Abcdefgh', 2, 'Fair'],
    ['Abcdefg1', 3, 'Good'],
    [NEW_PASSWORD, 4, 'Strong'],
  ] as const) {
    await next.fill(password);
    await expect(strength).toContainText(`Strength: ${label}`);
    await expect.poll(lit, `lit segments for ${password}`).toBe(count);
  }

  // Enabled only when all three are filled, the new one is long enough and both match.
  await current.fill('not my password');
  await confirm.fill(`${NEW_PASSWORD}?`);
  await expect(submit).toBeDisabled();
  await confirm.fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, 'Password Change Failed')).toBeVisible();
  await expect(page.getByText('Current password is incorrect', { exact: true })).toBeVisible();

  await current.fill(account.password);
  await submit.click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
  await expect(page.getByText('Your password has been successfully updated.', { exact: true })).toBeVisible();
  // Success clears the form.
  for (const field of [current, next, confirm]) await expect(field).toHaveValue('');
  await expect(submit).toBeDisabled();

  // This browser stays signed in; the other one, which may hold the old password, is signed out.
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);

  expect(await signInStatus(request, account.email, account.password)).toBe(401);
  expect(await signInStatus(request, account.email, NEW_PASSWORD)).toBe(200);
});

test('SECURITY: END SESSION on another device signs that browser out', async ({ page, elsewhere }) => {
  const account = await registerViaApi(page);
  const other = await elsewhere(account);
  await other.goto('/settings');
  await expect(main(other).getByRole('heading', { name: 'ACCOUNT SETTINGS' })).toBeVisible();

  const security = await openSettings(page, 'SECURITY');
  const sessions = security.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const mine = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button', { name: /^END SESSION/ })).toHaveCount(0);
  const theirs = sessions.getByRole('listitem').filter({ hasNotText: 'This device' });
  // The other browser signed in through the dialog: a Chrome, with the address it came from.
  await expect(theirs).toContainText('Chrome on Linux');
  await expect(theirs).toContainText(/IP 10\.\d+\.\d+\.\d+ · Last seen/);
  await theirs.getByRole('button', { name: /^END SESSION: Chrome on Linux, last seen / }).click();
  await expect(toast(page, 'Session Ended')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('listitem')).toContainText('This device');

  // The other browser is signed out on its next request.
  expect((await other.request.get('/api/auth/user')).status()).toBe(401);
  await other.reload();
  await expect(main(other).getByRole('heading', { name: 'SETTINGS ACCESS REQUIRED' })).toBeVisible();
  await expect(header(other).getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  // This one is not.
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});

test('DELETE PROFILE: CANCEL keeps it; DELETE PERMANENTLY signs out for good', async ({ page, request }) => {
  const account = await registerViaApi(page);
  const security = await openSettings(page, 'SECURITY');
  await page.evaluate(() => {
    localStorage.setItem('recent-agents', JSON.stringify(['ai-tutor']));
    localStorage.setItem('theme', 'dark');
  });
  const danger = security.getByRole('region', { name: 'Danger Zone' });
  await expect(danger).toBeVisible();
  const confirmDialog = page.getByRole('alertdialog', { name: 'DELETE PROFILE?' });

  await danger.getByRole('button', { name: 'DELETE PROFILE' }).click();
  await expect(confirmDialog).toBeVisible();
  await confirmDialog.getByRole('button', { name: 'CANCEL', exact: true }).click();
  await expect(confirmDialog).toHaveCount(0);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await danger.getByRole('button', { name: 'DELETE PROFILE' }).click();
  await confirmDialog.getByRole('button', { name: 'DELETE PERMANENTLY', exact: true }).click();
  await expect(toast(page, 'Profile Deleted')).toBeVisible();
  // Then, after a moment, through /api/logout to the landing page.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect(header(page).getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  // What this browser kept for the account is gone; the theme is the device's and stays.
  expect(await page.evaluate(() => localStorage.getItem('recent-agents'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  expect(await signInStatus(request, account.email, account.password)).toBe(401);
});

test('API: the provider address must be one this server allows, and the settings say which', async ({ page }) => {
  await registerViaApi(page);
  const api = await openSettings(page, 'API');
  const provider = api.getByRole('region', { name: 'Provider', exact: true });
  // The e2e server sets no AI_ALLOWED_BASE_URLS: the built-in providers and model servers on this computer.
  await expect(provider).toContainText('Allowed providers: api.openai.com, api.groq.com');
  await expect(provider).toContainText('model servers on this computer');
  const url = provider.getByLabel('Provider base URL');
  const save = provider.getByRole('button', { name: 'Save provider' });

  await url.fill('https://llm.attacker.example/v1');
  await expect(provider.getByRole('alert')).toHaveText(
    'This provider address is not allowed on this server. Choose one of the allowed providers, or ask the administrator to add it.',
  );
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();

  await url.fill('https://api.groq.com/openai/v1');
  await expect(provider.getByRole('alert')).toHaveCount(0);
  await save.click();
  await expect(toast(page, 'Provider saved')).toBeVisible();
  await expect(api).toContainText('Asks https://api.groq.com/openai/v1 which models');

  // A model server on this computer: the browser may use it, the server's email AI cannot.
  await url.fill('http://localhost:11434/v1');
  await expect(provider.getByRole('alert')).toHaveCount(0);
  await expect(provider).toContainText("The email assistant's AI features run on the server");
  await expect(save).toBeEnabled();

  // The page's policy admits the same list and nothing else.
  const csp = (await page.request.get('/settings')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain('https://api.groq.com');
  expect(csp).not.toMatch(/connect-src[^;]* https:[ ;]/);
});

// One test per theme, so that the two run side by side.
for (const theme of THEMES) {
  test(`axe: every settings tab and the delete confirmation (${theme})`, async ({ page }) => {
    await registerViaApi(page);
    const results: Record<string, string[]> = {};
    await page.goto('/settings');
    await useTheme(page, theme);
    await openSettings(page);
    await expectTheme(page, theme);
    for (const name of TABS) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page, name)).toBeVisible();
      // Wait for what each tab loads (sessions, the lazily loaded usage view).
      await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
      // The whole page once; then the part that changes (accessibility.spec.ts covers header and footer).
      results[name] = await seriousViolations(page, name === 'PROFILE' ? undefined : 'main');
    }
    await tab(page, 'SECURITY').click();
    await panel(page, 'SECURITY').getByRole('button', { name: 'DELETE PROFILE' }).click();
    await expect(page.getByRole('alertdialog', { name: 'DELETE PROFILE?' })).toBeVisible();
    results['delete confirmation'] = await seriousViolations(page, '[role="alertdialog"]');
    expect(report(results), 'axe violations').toBe('');
  });
}
