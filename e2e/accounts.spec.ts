/**
 * Password accounts in the sign-in dialog (its states, sign-up validation, sign-in and sign-up
 * errors): creating an account, signing out and in again, a wrong password, a taken email, and axe
 * on the dialog's states. Recovery, settings and OpenID sign-in have their own files
 * (account-*.spec.ts, oidc-login.spec.ts).
 */
import type { Page, Request } from '@playwright/test';
import { THEMES, expectTheme, report, seriousViolations, useTheme } from './axe';
import {
  DESKTOP,
  expect,
  header,
  main,
  nextClientAddress,
  registerViaApi,
  signInDialog,
  test,
  uniqueEmail,
} from './fixtures';

const PASSWORD = 'a long enough passphrase';

// Each test is a client of its own: sign-ups and sign-ins are limited per address.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientAddress() });
});

/** Holds every request to `path` until `release` is called, so a busy state can be seen. */
async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Marks the document, so that a full reload (the mark is gone) can be told from client-side rendering. */
async function markDocument(page: Page) {
  await page.evaluate('window.__e2eBeforeReload = true');
}
/** Call once the page shows what follows the reload: by then the old document is gone, or never left. */
async function expectReloaded(page: Page) {
  expect(await page.evaluate('window.__e2eBeforeReload === true'), 'the page reloaded').toBe(false);
}

async function openSignIn(page: Page) {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'LOGIN', exact: true }).click();
  const dialog = signInDialog(page);
  await expect(dialog.getByRole('heading', { name: 'ACCESS SYSTEM' })).toBeVisible();
  return dialog;
}

async function signedInUser(page: Page): Promise<{ status: number; email?: string }> {
  const res = await page.request.get('/api/auth/user');
  return { status: res.status(), email: res.ok() ? ((await res.json()) as { email: string }).email : undefined };
}

async function expectSignedInHome(page: Page, firstName: string) {
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${firstName}`);
  await expect(header(page).getByRole('link', { name: 'DASHBOARD', exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'LOGIN', exact: true })).toHaveCount(0);
}

test.use({ viewport: DESKTOP });

test('CREATE ACCOUNT: both consents enable the submit, mismatch stops it, then a reload into the greeting home', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  const dialog = await openSignIn(page);
  await dialog.getByRole('tab', { name: 'CREATE ACCOUNT' }).click();
  const form = dialog.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Margaret');
  await form.getByLabel('Last name').fill('Hamilton');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(`${PASSWORD}!`);

  // The submit waits for both consents: no account exists without agreement to both policies.
  const submit = form.getByRole('button', { name: 'CREATE ACCOUNT', exact: true });
  const terms = form.getByRole('checkbox', { name: /Terms of Service/ });
  const privacy = form.getByRole('checkbox', { name: /Privacy Policy/ });
  await expect(submit).toBeDisabled();
  await terms.check();
  await expect(submit).toBeDisabled();
  await privacy.check();
  await expect(submit).toBeEnabled();
  await terms.uncheck();
  await expect(submit).toBeDisabled();
  await terms.check();

  // Both legal links open in a new tab.
  for (const name of [/Terms of Service/, /Privacy Policy/]) {
    await expect.soft(form.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }

  // A mismatch stops at the form: nothing is sent.
  const sent: Request[] = [];
  page.on('request', (r) => r.url().endsWith('/api/auth/register') && sent.push(r));
  await submit.click();
  await expect(form.getByText("Passwords don't match", { exact: true })).toBeVisible();
  await expect(form.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(0);

  await form.getByLabel('Confirm password').fill(PASSWORD);
  const release = await holdRequests(page, '/api/auth/register');
  await markDocument(page);
  await submit.click();
  const busy = form.getByRole('button', { name: 'CREATING ACCOUNT...', exact: true });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expectSignedInHome(page, 'Margaret');
  await expectReloaded(page);
  await expect(signInDialog(page)).toHaveCount(0);
  expect(await signedInUser(page)).toEqual({ status: 200, email });
});

test('LOGOUT signs out through /api/logout; the SIGN IN tab signs back in with a reload', async ({ page }) => {
  const account = await registerViaApi(page, { firstName: 'Katherine', lastName: 'Johnson' });
  await page.goto('/settings?tab=api');
  await main(page).getByRole('button', { name: 'LOGOUT', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'DASHBOARD', exact: true })).toHaveCount(0);
  expect((await signedInUser(page)).status).toBe(401);

  const dialog = await openSignIn(page);
  await expect(dialog.getByRole('tab', { name: 'SIGN IN' })).toHaveAttribute('aria-selected', 'true');
  // The dialog starts in the email field.
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill(account.email);
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill(account.password);
  // The show/hide toggle.
  const toggle = dialog.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');

  const release = await holdRequests(page, '/api/auth/login');
  await markDocument(page);
  await dialog.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'AUTHENTICATING...', exact: true })).toBeDisabled();
  release();
  await expectSignedInHome(page, 'Katherine');
  await expectReloaded(page);
  expect(await signedInUser(page)).toEqual({ status: 200, email: account.email });
});

test('a wrong password shows "Invalid email or password" inline; the right one then signs in', async ({
  page,
  request,
}) => {
  // Registered from a separate API client: the browser stays signed out.
  const account = await registerViaApi(request);
  // Without an external identity provider, /api/login ends at the sign-in dialog.
  await page.goto('/api/login');
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill('not the password');
  const submit = dialog.getByRole('button', { name: 'SIGN IN', exact: true });
  await submit.click();
  const error = dialog.getByRole('alert');
  await expect(error).toHaveText('Invalid email or password');
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveAttribute('aria-describedby', 'signin-error');
  expect((await signedInUser(page)).status).toBe(401);

  // A new attempt clears the message; the right password signs in.
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await submit.click();
  await expectSignedInHome(page, account.firstName);
});

test('CREATE ACCOUNT with a taken email shows the server message and signs no one in', async ({ page, request }) => {
  const existing = await registerViaApi(request);
  const dialog = await openSignIn(page);
  await dialog.getByRole('tab', { name: 'CREATE ACCOUNT' }).click();
  const form = dialog.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Second');
  await form.getByLabel('Last name').fill('Comer');
  // Addresses are compared whatever their case.
  await form.getByLabel('Email').fill(existing.email.toUpperCase());
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  const submit = form.getByRole('button', { name: 'CREATE ACCOUNT', exact: true });
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(
    'An account with this email already exists. Sign in or reset your password.',
  );
  await expect(submit).toBeEnabled();
  expect((await signedInUser(page)).status).toBe(401);
});

test('axe: the sign-in dialog with its error, and CREATE ACCOUNT with its stops, dark and light', async ({ page }) => {
  const results: Record<string, string[]> = {};
  await page.goto('/');
  for (const theme of THEMES) {
    await useTheme(page, theme);
    const dialog = await openSignIn(page);
    await expectTheme(page, theme);
    await dialog.getByLabel('Email').fill(uniqueEmail('nobody'));
    await dialog.getByLabel('Password', { exact: true }).fill('whatever it is');
    await dialog.getByRole('button', { name: 'SIGN IN', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
    results[`SIGN IN with an error (${theme})`] = await seriousViolations(page, '[role="dialog"]');

    await dialog.getByRole('tab', { name: 'CREATE ACCOUNT' }).click();
    const form = dialog.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill('something else');
    await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await form.getByRole('button', { name: 'CREATE ACCOUNT', exact: true }).click();
    await expect(form.getByText("Passwords don't match", { exact: true })).toBeVisible();
    results[`CREATE ACCOUNT with errors (${theme})`] = await seriousViolations(page, '[role="dialog"]');
  }
  expect(report(results), 'axe violations').toBe('');
});
