/**
 * The ACCOUNT RECOVERY dialog against the real mail path (its states, validation and errors): the
 * server sends its mail over SMTP to the e2e capture, and the specs read the code and the username
 * reminder from there.
 */
import type { Locator, Page } from '@playwright/test';
import { THEMES, expectTheme, report, seriousViolations, useTheme } from './axe';
import {
  DESKTOP,
  E2E_MAIL_FROM,
  expect,
  header,
  main,
  mailsTo,
  nextClientAddress,
  nextMail,
  recoveryDialog,
  registerViaApi,
  signInDialog,
  test,
} from './fixtures';

const NEW_PASSWORD = 'a brand new passphrase';
const SENT_NOTICE =
  'If an account exists for this email address, a 6-digit reset code has been sent to it. The code is valid for 10 minutes.';

test.use({ viewport: DESKTOP });

// Recovery requests are limited per client address: each test is a client of its own.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientAddress() });
});

/** From a signed-out page: LOGIN, then "Forgot Password or Username?". */
async function openRecovery(page: Page): Promise<Locator> {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'LOGIN', exact: true }).click();
  await signInDialog(page).getByRole('button', { name: 'Forgot Password or Username?' }).click();
  const dialog = recoveryDialog(page);
  await expect(dialog).toBeVisible();
  await expect(signInDialog(page)).toHaveCount(0);
  return dialog;
}

const codeIn = (text: string) => /reset code is: (\d{6})/.exec(text)?.[1];

/** Asks for a code on the request step and reads it from the mail that arrives. */
async function requestCode(dialog: Locator, email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  await dialog.getByRole('form', { name: 'Request a reset code' }).getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'SEND RESET CODE', exact: true }).click();
  await expect(dialog.getByRole('form', { name: 'Reset password' })).toBeVisible();
  const mail = await nextMail(email, before);
  const code = codeIn(mail.text);
  expect(code, `a 6-digit code in:\n${mail.text}`).toMatch(/^\d{6}$/);
  return code!;
}

/** Signs in through the dialog and answers what the form said: the error, or null after the reload home. */
async function trySignIn(page: Page, email: string, password: string): Promise<string | null> {
  await page.goto('/api/login');
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  const outcome = dialog.getByRole('alert').or(main(page).getByRole('heading', { name: /^Welcome back/ }));
  await expect(outcome).toBeVisible();
  return (await dialog.getByRole('alert').count()) ? await dialog.getByRole('alert').innerText() : null;
}

function checklistItem(dialog: Locator, text: string): Locator {
  return dialog.getByRole('listitem').filter({ hasText: text });
}

test('reset by the mailed code: checklist, RESET PASSWORD closes the dialog, the new password signs in', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, { firstName: 'Hedy', lastName: 'Lamarr' });
  const dialog = await openRecovery(page);
  await expect(dialog.getByRole('tab', { name: 'FORGOT PASSWORD' })).toHaveAttribute('aria-selected', 'true');
  const email = dialog.getByRole('form', { name: 'Request a reset code' }).getByLabel('Email');
  await expect(email).toBeFocused();
  const send = dialog.getByRole('button', { name: 'SEND RESET CODE', exact: true });
  await expect(send).toBeDisabled();
  await email.fill(account.email);
  await expect(send).toBeEnabled();

  // SENDING... while the request is out.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/request-password-reset', async (route) => {
    await released;
    await route.continue();
  });
  await send.click();
  await expect(dialog.getByRole('button', { name: 'SENDING...', exact: true })).toBeDisabled();
  release();

  const form = dialog.getByRole('form', { name: 'Reset password' });
  await expect(form.getByRole('status')).toContainText(SENT_NOTICE);
  await expect(form.getByRole('status')).toContainText(`Sent to ${account.email}`);
  const mail = await nextMail(account.email);
  expect.soft(mail.subject).toBe('Your AgentOps password reset code');
  expect.soft(mail.from).toContain(E2E_MAIL_FROM.replace(/^.*</, '<'));
  expect.soft(mail.text).toContain('Hello Hedy Lamarr');
  const code = codeIn(mail.text)!;
  expect(code).toMatch(/^\d{6}$/);

  const codeField = form.getByLabel('Reset code');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('placeholder', 'Enter 6-digit code');
  await expect(codeField).toHaveAttribute('maxlength', '6');
  const newPassword = form.getByLabel('New password', { exact: true });
  const confirm = form.getByLabel('Confirm password', { exact: true });
  const submit = form.getByRole('button', { name: 'RESET PASSWORD', exact: true });

  // PASSWORD REQUIREMENTS: "Passwords match" appears once the confirmation has content.
  await expect(form.getByText('PASSWORD REQUIREMENTS')).toBeVisible();
  await expect(checklistItem(form, 'At least 8 characters')).toContainText('(not met)');
  await expect(checklistItem(form, 'Passwords match')).toHaveCount(0);
  await codeField.fill(code);
  await newPassword.fill('short');
  await expect(checklistItem(form, 'At least 8 characters')).toContainText('(not met)');
  await confirm.fill('short');
  await expect(checklistItem(form, 'Passwords match')).toContainText('(met)');
  await expect(submit).toBeDisabled();
  await newPassword.fill(NEW_PASSWORD);
  await expect(checklistItem(form, 'At least 8 characters')).toContainText('(met)');
  await expect(checklistItem(form, 'Passwords match')).toContainText('(not met)');
  await expect(submit).toBeDisabled();
  await confirm.fill(NEW_PASSWORD);
  await expect(checklistItem(form, 'Passwords match')).toContainText('(met)');
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Password Reset', { exact: true })).toBeVisible();

  expect(await trySignIn(page, account.email, account.password)).toBe('Invalid email or password');
  expect(await trySignIn(page, account.email, NEW_PASSWORD)).toBeNull();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Welcome back, Hedy');
});

test('a wrong code shows the server message; BACK keeps the email; closing clears everything', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  const dialog = await openRecovery(page);
  const code = await requestCode(dialog, account.email);
  const form = dialog.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'RESET PASSWORD', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid or expired reset code');
  await expect(dialog).toBeVisible();

  // BACK returns to the request step with the address kept.
  await form.getByRole('button', { name: 'BACK' }).click();
  const requestForm = dialog.getByRole('form', { name: 'Request a reset code' });
  await expect(requestForm.getByLabel('Email')).toHaveValue(account.email);
  await expect(requestForm.getByLabel('Email')).toBeFocused();

  // What was typed on FORGOT USERNAME survives switching tabs...
  await dialog.getByRole('tab', { name: 'FORGOT USERNAME' }).click();
  await dialog.getByRole('form', { name: 'Recover username' }).getByLabel('Email').fill('typed@example.com');
  await dialog.getByRole('tab', { name: 'FORGOT PASSWORD' }).click();
  await dialog.getByRole('tab', { name: 'FORGOT USERNAME' }).click();
  await expect(dialog.getByRole('form', { name: 'Recover username' }).getByLabel('Email')).toHaveValue(
    'typed@example.com',
  );

  // ...but closing clears every field and returns to the request step on the password tab.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await header(page).getByRole('button', { name: 'LOGIN', exact: true }).click();
  await signInDialog(page).getByRole('button', { name: 'Forgot Password or Username?' }).click();
  await expect(dialog.getByRole('tab', { name: 'FORGOT PASSWORD' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('form', { name: 'Request a reset code' }).getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByRole('form', { name: 'Reset password' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'FORGOT USERNAME' }).click();
  await expect(dialog.getByRole('form', { name: 'Recover username' }).getByLabel('Email')).toHaveValue('');

  // The password is unchanged.
  expect(await trySignIn(page, account.email, account.password)).toBeNull();
});

test('FORGOT USERNAME mails the sign-in address of the account', async ({ page, request }) => {
  const account = await registerViaApi(request, { firstName: 'Radia', lastName: 'Perlman' });
  const dialog = await openRecovery(page);
  await dialog.getByRole('tab', { name: 'FORGOT USERNAME' }).click();
  const form = dialog.getByRole('form', { name: 'Recover username' });
  const send = form.getByRole('button', { name: 'SEND USERNAME', exact: true });
  await expect(send).toBeDisabled();
  await form.getByLabel('Email').fill(account.email);
  await send.click();
  await expect(form.getByRole('status')).toHaveText('Username recovery email sent successfully!');

  const mail = await nextMail(account.email);
  expect.soft(mail.subject).toBe('Your AgentOps sign-in details');
  expect(mail.text).toContain(`You sign in to AgentOps with this email address: ${account.email}`);
  expect.soft(mail.text).toContain('Name on the account: Radia Perlman');
});

test('axe: the recovery dialog on each step and tab, dark and light', async ({ page, request }) => {
  const account = await registerViaApi(request);
  const results: Record<string, string[]> = {};
  await page.goto('/');
  for (const theme of THEMES) {
    // Two recovery requests per theme: a fresh client address keeps clear of the per-address limit.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientAddress() });
    await useTheme(page, theme);
    const dialog = await openRecovery(page);
    await expectTheme(page, theme);
    results[`request step (${theme})`] = await seriousViolations(page, '[role="dialog"]');

    await requestCode(dialog, account.email);
    const form = dialog.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Reset code').fill('12345');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm password', { exact: true }).fill('shorter');
    await expect(checklistItem(form, 'Passwords match')).toContainText('(not met)');
    results[`reset step with an unmet checklist (${theme})`] = await seriousViolations(page, '[role="dialog"]');

    await dialog.getByRole('tab', { name: 'FORGOT USERNAME' }).click();
    const username = dialog.getByRole('form', { name: 'Recover username' });
    await username.getByLabel('Email').fill(account.email);
    await username.getByRole('button', { name: 'SEND USERNAME', exact: true }).click();
    await expect(username.getByRole('status')).toHaveText('Username recovery email sent successfully!');
    results[`username tab, sent (${theme})`] = await seriousViolations(page, '[role="dialog"]');
  }
  expect(report(results), 'axe violations').toBe('');
});
