/**
 * Linking mailboxes from the dashboard's LINKED ACCOUNTS panel, end to end (link states and toasts,
 * the OAuth popup and its result page with every result code): the real popup through a real OpenID
 * Provider standing in for Google, Microsoft and Yahoo, every result code the real flow can end in,
 * the iCloud app-password form against a real IMAP (dovecot) and SMTP server, and disconnect.
 *
 * session_expired (the flow's 10 minutes running out) and no_users_found (never produced by this
 * server) cannot come out of a real flow in a test: oauth-result.spec.ts covers their messages on
 * the result page ("shows Connection Failed with the mapped message for every code"), and the
 * popup posts that same mapped message to its opener (its "as a popup" tests).
 *
 * One stack (e2e/mail-stack.ts) and one user for the file; the tests run in order. The error
 * cases come first, while Gmail is not linked yet (a linked provider's button says Connected).
 */
import {
  request as playwrightRequest,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import { DESKTOP, expect, main, registerOnOwnServer, test } from './fixtures';
import { ICLOUD_APP_PASSWORD, MAILBOXES, startMailStack, type MailStack } from './mail-stack';

test.describe.configure({ mode: 'default' });
test.use({ viewport: DESKTOP });

/** The app's session cookie (server/plugins/session.ts). */
const SESSION_COOKIE = 'agentops_session';
const ICLOUD_EMAIL = 'ada@icloud.example';

let stack: MailStack;
let session: Cookie[];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startMailStack('email-linking');
  const api = await playwrightRequest.newContext({ baseURL: stack.server.url });
  session = await registerOnOwnServer(api, 'linking');
  await api.dispose();
});

test.afterAll(async () => {
  await stack?.stop();
});

test.beforeEach(async ({ context }) => {
  // The provider's pages import a web font; there is no network to fetch it from.
  await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
});

/**
 * Signed in on the stack's server, on the dashboard's LINKED ACCOUNTS panel. The page records
 * what it passes to window.open and the messages it receives, for the popup checks.
 */
async function openLinkedAccounts(page: Page): Promise<Locator> {
  await page.context().addCookies(session);
  await page.addInitScript(`(() => {
    const open = window.open.bind(window);
    window.__opened = [];
    window.open = (...args) => { window.__opened.push(args.map(String)); return open(...args); };
    window.__messages = [];
    window.addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));
  })()`);
  await page.goto(`${stack.server.url}/dashboard`);
  await expect(main(page).getByText('OPERATIONAL', { exact: true })).toBeVisible();
  await main(page).getByRole('button', { name: 'Linked Accounts' }).click();
  const panel = main(page).getByRole('region', { name: 'LINKED ACCOUNTS' });
  await expect(panel.getByRole('region', { name: 'CONNECT A MAILBOX' }).getByRole('button')).toHaveCount(4);
  await expect(panel.getByText('Loading accounts...')).toHaveCount(0);
  return panel;
}

const toast = (page: Page, title: string) => page.locator('li[data-state="open"]').filter({ hasText: title });
const accountList = (panel: Locator) => panel.getByRole('region', { name: 'CONNECTED ACCOUNTS' });
const accountItem = (panel: Locator, email: string) =>
  accountList(panel).getByRole('listitem').filter({ hasText: email });

/** Clicks Connect <label>; answers the popup it opens. */
async function clickConnect(page: Page, panel: Locator, label: string): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    panel.getByRole('button', { name: `Connect ${label}` }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  return popup;
}

/** At the provider: sign in as `login` (the password is ignored), then, unless `beforeConsent` says otherwise, consent. */
async function signInAndConsent(popup: Page, login: string, beforeConsent?: () => Promise<void>) {
  await popup.getByPlaceholder('Enter any login').fill(login);
  await popup.getByPlaceholder('and password').fill('ignored by the provider');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  const consent = popup.getByRole('button', { name: 'Continue' });
  await expect(consent).toBeVisible();
  await beforeConsent?.();
  await consent.click();
}

/**
 * What /oauth-result showed in the popup, read at once when its heading is there: the popup
 * closes itself a second after it renders (a locator assertion polls at most 500 ms apart).
 */
async function resultText(popup: Page): Promise<string> {
  await popup.waitForURL(/\/oauth-result\?/);
  await expect(main(popup).getByRole('heading', { level: 1 })).toBeVisible();
  return main(popup).innerText();
}

async function waitForClose(popup: Page) {
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 10_000 });
}

const messagesOf = async (page: Page) =>
  (await page.evaluate('window.__messages')) as { origin: string; data: Record<string, unknown> }[];

/**
 * Lets the popup go through the provider for real, but hands our callback `tamper(url)` instead
 * of what the provider sent. The callback is reached by redirects after the consent form, and
 * Playwright routes only the first request of a redirect chain: so the consent POST is routed,
 * its redirects are followed here (with the browser's cookies) up to the callback, and the
 * browser is sent to the altered callback.
 */
async function tamperWithCallback(context: BrowserContext, tamper: (callback: URL) => void) {
  const { issuer } = stack.idp.idp;
  await context.route(`${issuer}/interaction/**`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.postData()?.includes('prompt=consent')) return route.fallback();
    let response = await route.fetch({ maxRedirects: 0 });
    let url = new URL(request.url());
    for (let hop = 0; hop < 5; hop++) {
      const location = response.headers()['location'];
      if (!location) break;
      url = new URL(location, url);
      if (url.pathname.startsWith('/api/email/oauth/callback/')) {
        tamper(url);
        return route.fulfill({ status: 303, headers: { location: url.href } });
      }
      response = await context.request.get(url.href, { maxRedirects: 0 });
    }
    return route.fulfill({ status: 500, body: `the provider did not redirect to the callback (last: ${url.href})` });
  });
}

/**
 * One failed link: the popup ends on /oauth-result with `message` and closes itself; the opener
 * gets it as an oauth-error and shows the Connection Failed toast, and the button is usable again.
 */
async function expectFailure(page: Page, panel: Locator, popup: Page, label: string, message: string) {
  const text = await resultText(popup);
  expect.soft(text).toContain('Connection Failed');
  expect.soft(text).toContain(message);
  expect.soft(text).toContain(`Provider: ${label}`);
  await waitForClose(popup);
  await expect(toast(page, 'Connection Failed')).toContainText(message);
  expect(await messagesOf(page)).toEqual([
    { origin: stack.server.url, data: { type: 'oauth-error', error: message, provider: label.toLowerCase() } },
  ]);
  await expect(panel.getByRole('button', { name: `Connect ${label}` })).toBeEnabled();
  await expect(accountList(panel).getByRole('listitem')).toHaveCount(0);
}

test.describe('OAuth errors', () => {
  test('access_denied: cancelled at the provider', async ({ page }) => {
    const panel = await openLinkedAccounts(page);
    const popup = await clickConnect(page, panel, 'Gmail');
    await popup.getByRole('link', { name: '[ Cancel ]' }).click();
    await expectFailure(page, panel, popup, 'Gmail', 'Access was denied - please grant permissions to continue');
  });

  test('invalid_client: the provider refuses our client secret (Yahoo)', async ({ page }) => {
    const panel = await openLinkedAccounts(page);
    const popup = await clickConnect(page, panel, 'Yahoo');
    await signInAndConsent(popup, MAILBOXES.yahoo.login);
    await expectFailure(page, panel, popup, 'Yahoo', 'OAuth configuration error - please contact support');
  });

  test('oauth_failed: the provider names no email address', async ({ page }) => {
    const panel = await openLinkedAccounts(page);
    const popup = await clickConnect(page, panel, 'Gmail');
    await signInAndConsent(popup, MAILBOXES.noEmail.login);
    await expectFailure(page, panel, popup, 'Gmail', 'Failed to connect account - please try again');
  });

  test('invalid_state: the state that comes back is not the one we sent', async ({ page, context }) => {
    await tamperWithCallback(context, (url) => url.searchParams.set('state', `${url.searchParams.get('state')}x`));
    const panel = await openLinkedAccounts(page);
    const popup = await clickConnect(page, panel, 'Gmail');
    await signInAndConsent(popup, MAILBOXES.gmail.login);
    await expectFailure(page, panel, popup, 'Gmail', 'Invalid security state - please try again');
  });

  test('invalid_grant: the provider refuses the authorization code', async ({ page, context }) => {
    await tamperWithCallback(context, (url) => url.searchParams.set('code', `${url.searchParams.get('code')}x`));
    const panel = await openLinkedAccounts(page);
    const popup = await clickConnect(page, panel, 'Gmail');
    await signInAndConsent(popup, MAILBOXES.gmail.login);
    await expectFailure(page, panel, popup, 'Gmail', 'Authorization code expired or invalid - please try again');
  });

  test('missing_parameters: the callback comes without a code', async ({ page, context }) => {
    await tamperWithCallback(context, (url) => url.searchParams.delete('code'));
    const panel = await openLinkedAccounts(page);
    const popup = await clickConnect(page, panel, 'Outlook');
    await signInAndConsent(popup, MAILBOXES.outlook.login);
    await expectFailure(page, panel, popup, 'Outlook', 'Missing authorization parameters');
  });

  test('not_authenticated: signed out of the app before the provider sends the popup back', async ({
    page,
    context,
  }) => {
    const panel = await openLinkedAccounts(page);
    const popup = await clickConnect(page, panel, 'Gmail');
    // Cookies are per host, not per port: clear only the app's session, not the provider's.
    await signInAndConsent(popup, MAILBOXES.gmail.login, () => context.clearCookies({ name: SESSION_COOKIE }));
    await expectFailure(page, panel, popup, 'Gmail', 'Please log in and try again');
  });
});

test.describe('OAuth success', () => {
  for (const [label, mailbox] of [
    ['Gmail', MAILBOXES.gmail],
    ['Outlook', MAILBOXES.outlook],
  ] as const) {
    test(`${label}: popup, Connecting..., result page, toast, the account listed`, async ({ page }) => {
      const panel = await openLinkedAccounts(page);
      const popup = await clickConnect(page, panel, label);

      // The popup: 500x600, named oauth-popup; the button says Connecting... while it is open.
      const opened = (await page.evaluate('window.__opened')) as string[][];
      expect(opened).toHaveLength(1);
      // Opened at once in the click on our placeholder page, then sent to the provider.
      expect(opened[0]).toEqual(['/oauth-connecting', 'oauth-popup', 'width=500,height=600']);
      expect(new URL(popup.url()).origin).toBe(stack.idp.idp.issuer);
      expect(await popup.evaluate('window.name')).toBe('oauth-popup');
      const connecting = panel.getByRole('button', { name: `${label}: Connecting...` });
      await expect(connecting).toBeDisabled();
      // One link at a time: the other buttons wait too.
      await expect(panel.getByRole('button', { name: 'Connect iCloud' })).toBeDisabled();

      await signInAndConsent(popup, mailbox.login);
      const text = await resultText(popup);
      expect.soft(text).toContain('Account Connected!');
      expect.soft(text).toContain(`Your ${label} account ${mailbox.email} is now linked.`);
      expect.soft(text).toContain('This window will close automatically.');
      await waitForClose(popup);

      await expect(toast(page, 'Account Connected')).toContainText('Email account successfully linked.');
      const account = { provider: label.toLowerCase(), email: mailbox.email };
      expect(await messagesOf(page)).toEqual([
        { origin: stack.server.url, data: { type: 'oauth-success', ...account, account } },
      ]);
      const item = accountItem(panel, mailbox.email);
      await expect(item).toBeVisible();
      await expect.soft(item).toContainText(label);
      await expect.soft(item.getByText('ACTIVE', { exact: true })).toBeVisible();
      await expect.soft(item).toContainText('Never synced');
      // The automation switch is offered on active accounts (its default state is not specified).
      await expect.soft(item.getByRole('switch', { name: /^AUTOMATION (ON|OFF) for / })).toBeVisible();
      const button = panel.getByRole('button', { name: `${label}: Connected` });
      await expect(button).toBeDisabled();
      await expect(connecting).toHaveCount(0);
    });
  }
});

test('iCloud: a wrong app-specific password is refused and nothing saved; the right one links it', async ({ page }) => {
  test.skip(!stack.imap, stack.imapSkipReason);
  const panel = await openLinkedAccounts(page);
  await panel.getByRole('button', { name: 'Connect iCloud' }).click();
  const dialog = page.getByRole('dialog', { name: 'CONNECT ICLOUD' });
  await dialog.getByLabel('Email', { exact: true }).fill(ICLOUD_EMAIL);
  const secret = dialog.getByLabel('App-specific password', { exact: true });
  await secret.fill('wrong-pass-word-here');
  await dialog.getByRole('button', { name: 'CONNECT', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Could not sign in to iCloud mail (IMAP). Check the address and app-specific password.',
  );
  await expect(dialog.getByRole('button', { name: 'CONNECT', exact: true })).toBeEnabled();
  const listed = await page.request.get(`${stack.server.url}/api/email/accounts`);
  expect((await listed.json()) as { provider: string }[]).not.toContainEqual(
    expect.objectContaining({ provider: 'icloud' }),
  );
  await expect(accountItem(panel, ICLOUD_EMAIL)).toHaveCount(0);

  await secret.fill(ICLOUD_APP_PASSWORD);
  await dialog.getByRole('button', { name: 'CONNECT', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(toast(page, 'Account Connected')).toContainText('Email account successfully linked.');
  const item = accountItem(panel, ICLOUD_EMAIL);
  await expect(item).toContainText('iCloud');
  await expect(item.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'iCloud: Connected' })).toBeDisabled();
  // The server signed in to SMTP too before saving (IMAP had refused the wrong password first).
  expect(stack.smtp.logins).toContainEqual({ user: ICLOUD_EMAIL, ok: true });
});

test('disconnect: behind a confirmation; Gmail’s grant is revoked at the provider', async ({ page }) => {
  const panel = await openLinkedAccounts(page);
  const email = MAILBOXES.gmail.email;
  const item = accountItem(panel, email);
  await expect(item).toBeVisible();
  const revokedBefore = stack.idp.revoked.length;

  // CANCEL keeps it.
  await item.getByRole('button', { name: `DISCONNECT ${email}` }).click();
  let dialog = page.getByRole('dialog', { name: 'DISCONNECT EMAIL ACCOUNT?' });
  await expect(dialog).toContainText(
    `Access to ${email} will be removed and automations for this account will be disabled. This cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'CANCEL' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: `DISCONNECT ${email}` }).click();
  dialog = page.getByRole('dialog', { name: 'DISCONNECT EMAIL ACCOUNT?' });
  await dialog.getByRole('button', { name: 'DISCONNECT', exact: true }).click();
  await expect(toast(page, 'Account Disconnected')).toContainText('Email account has been removed.');
  await expect(item).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Connect Gmail' })).toBeEnabled();
  await expect(accountItem(panel, MAILBOXES.outlook.email)).toBeVisible();
  expect(stack.idp.revoked.length).toBe(revokedBefore + 1);
  expect(stack.idp.revoked.at(-1)!.get('token')).toBeTruthy();
});
