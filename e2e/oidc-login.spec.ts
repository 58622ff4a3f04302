/**
 * Sign-in through an external OpenID Provider (route /api/login; such an account has no password,
 * so the settings fields that need one are disabled), on the e2e "oidc" server: a real
 * oidc-provider whose development login form takes any login name (the password is ignored), then
 * asks for consent. Its users are E2E_OIDC_ACCOUNTS, or `<name>@example.test` for any other name.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DESKTOP, E2E_OIDC_ACCOUNTS, expect, header, main, signInDialog, test } from './fixtures';

// Everything here runs against the oidc server: relative URLs and page.request go there.
test.use({ viewport: DESKTOP, baseURL: async ({ oidcURL }, use) => use(oidcURL) });

test.beforeEach(async ({ page }) => {
  // The provider's pages import a web font; there is no network to fetch it from.
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
});

/** On the provider's login page: sign in as `login`, consent if asked, and land back on the app. */
async function signInAtProvider(page: Page, oidcURL: string, login: string) {
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  // The provider's own page, on the provider's origin.
  expect(new URL(page.url()).origin).not.toBe(new URL(oidcURL).origin);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('ignored by the provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The consent page, unless this browser already granted it.
  const consent = page.getByRole('button', { name: 'Continue' });
  const home = main(page).getByRole('heading', { name: /^Welcome back/ });
  await expect(consent.or(home)).toBeVisible();
  if (await consent.isVisible()) await consent.click();
  await expect(page).toHaveURL(`${oidcURL}/`);
}

async function currentUser(page: Page) {
  const res = await page.request.get('/api/auth/user');
  expect(res.status()).toBe(200);
  return (await res.json()) as { email: string; firstName: string | null; hasPassword: boolean };
}

test('/api/login goes to the provider and comes back signed in; SECURITY offers no password change', async ({
  page,
  oidcURL,
}) => {
  const grace = E2E_OIDC_ACCOUNTS['grace-hopper'];
  await page.goto('/api/login');
  await signInAtProvider(page, oidcURL, 'grace-hopper');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${grace.given_name}`);
  await expect(header(page).getByRole('link', { name: 'DASHBOARD', exact: true })).toBeVisible();
  expect(await currentUser(page)).toMatchObject({ email: grace.email, firstName: 'Grace', hasPassword: false });

  await page.goto('/settings?tab=security');
  const security = main(page).getByRole('tabpanel', { name: 'SECURITY' });
  const form = security.getByRole('form', { name: 'Change password' });
  await expect(
    form.getByText('This account uses external authentication. Password changes are not available.'),
  ).toBeVisible();
  for (const label of ['Current password', 'New password', 'Confirm new password']) {
    await expect.soft(form.getByLabel(label, { exact: true }), label).toBeDisabled();
  }
  await expect(form.getByRole('button', { name: 'CHANGE PASSWORD', exact: true })).toBeDisabled();
  const sessions = security.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  expect(await seriousViolations(page), 'axe on the external-account SECURITY tab').toEqual([]);

  // Signing out and in again finds the same account (the provider remembers this browser).
  // A typed /api/logout is not a navigation from our own pages: the sign-out page asks first.
  await page.goto('/api/logout');
  await main(page).getByRole('button', { name: 'SIGN OUT', exact: true }).click();
  await expect(header(page).getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  await page.goto('/api/login');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${grace.given_name}`);
  expect((await currentUser(page)).email).toBe(grace.email);
});

test('the sign-in dialog offers single sign-on; a new provider user gets an account', async ({ page, oidcURL }) => {
  const login = `sso-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/');
  await header(page).getByRole('button', { name: 'LOGIN', exact: true }).click();
  const dialog = signInDialog(page);
  await expect(dialog.getByRole('tab', { name: 'SIGN IN' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Continue with single sign-on' }).click();
  await signInAtProvider(page, oidcURL, login);
  // No names from the provider: the greeting does without one.
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  expect(await currentUser(page)).toMatchObject({ email: `${login}@example.test`, hasPassword: false });
});
