/**
 * The OAuth result page, /oauth-result (the popup's result codes and its delays): every message,
 * the success text, the message posted to the opener (same origin only) and the popup closing
 * itself, and the redirect when there is no opener.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MOBILE, expect, expectNoHorizontalOverflow, main, test } from './fixtures';

const MESSAGES: [code: string, message: string][] = [
  ['missing_parameters', 'Missing authorization parameters'],
  ['invalid_state', 'Invalid security state - please try again'],
  ['invalid_state_csrf_protection', 'Invalid security state - please try again'],
  ['not_authenticated', 'Please log in and try again'],
  ['oauth_failed', 'Failed to connect account - please try again'],
  ['session_expired', 'Session expired - please log in and try again'],
  ['invalid_grant', 'Authorization code expired or invalid - please try again'],
  ['access_denied', 'Access was denied - please grant permissions to continue'],
  ['invalid_client', 'OAuth configuration error - please contact support'],
  ['no_users_found', 'User session not found - please log in and try again'],
  ['some_new_code', 'some_new_code'],
  ['', 'Unknown error occurred'],
];

/** Switches the theme with transitions off, so axe never measures colours halfway. */
async function axeSerious(page: Page, theme: string, label: string): Promise<string[]> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(
    `document.documentElement.classList.remove('dark', 'light'); document.documentElement.classList.add('${theme}')`,
  );
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const SUCCESS = '/oauth-result?success=true&provider=gmail&email=linked.user%40example.com';

test('shows Connection Failed with the mapped message for every code', async ({ page }) => {
  for (const [code, message] of MESSAGES) {
    await page.goto(`/oauth-result?error=${code}&provider=outlook`);
    const m = main(page);
    await expect(m.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
    await expect.soft(m.getByText(message, { exact: true }), `message for "${code}"`).toBeVisible();
  }
  const m = main(page);
  await expect.soft(m.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect.soft(m.getByRole('button', { name: 'Close Window' })).toBeVisible();
});

test('shows a detail message under the mapped one, and a failure never redirects', async ({ page }) => {
  await page.clock.install();
  await page.goto('/oauth-result?error=oauth_failed&provider=yahoo&message=Token+exchange+refused');
  await expect(main(page).getByText('Failed to connect account - please try again')).toBeVisible();
  await expect(main(page).getByText('Token exchange refused')).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(page).toHaveURL(/\/oauth-result\?/);
});

test('shows the connected account, then goes to the dashboard when there is no opener', async ({ page }) => {
  await page.goto(SUCCESS);
  const m = main(page);
  await expect(m.getByRole('heading', { name: 'Account Connected!' })).toBeVisible();
  await expect.soft(m.getByText('linked.user@example.com')).toBeVisible();
  await expect.soft(m.getByText('Gmail')).toBeVisible();
  await expect.soft(m.getByText(/automation/i)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

/**
 * Opens `path` as a popup of `opener`; resolves once the popup has closed itself (or, having no
 * opener, gone on to the dashboard) with what the opener received.
 */
async function runPopup(opener: Page, path: string) {
  await opener.evaluate(`(() => {
    if (!window.__oauthMessages) {
      window.addEventListener('message', (e) => window.__oauthMessages.push({ origin: e.origin, data: e.data }));
    }
    window.__oauthMessages = [];
  })()`);
  const [popup] = await Promise.all([
    opener.waitForEvent('popup'),
    opener.evaluate(`void window.open(${JSON.stringify(path)}, 'oauth-popup', 'width=500,height=600')`),
  ]);
  const outcome = await Promise.race([
    popup.isClosed() ? 'closed' : popup.waitForEvent('close', { timeout: 15_000 }).then(() => 'closed'),
    popup.waitForURL(/\/dashboard$/, { timeout: 15_000 }).then(
      () => 'redirected',
      (error: unknown) => (popup.isClosed() ? 'closed' : Promise.reject(error)),
    ),
  ]);
  const messages = (await opener.evaluate('window.__oauthMessages')) as { origin: string; data: unknown }[];
  return { outcome, messages };
}

test.describe('as a popup', () => {
  test('posts the linked account to a same-origin opener and closes itself', async ({ page, baseURL }) => {
    await page.goto('/about');
    const account = { provider: 'gmail', email: 'linked.user@example.com' };
    expect(await runPopup(page, SUCCESS)).toEqual({
      outcome: 'closed',
      messages: [{ origin: baseURL, data: { type: 'oauth-success', ...account, account } }],
    });
  });

  test('posts the mapped error, or Unknown error without a code', async ({ page, baseURL }) => {
    await page.goto('/about');
    expect(await runPopup(page, '/oauth-result?error=access_denied&provider=outlook')).toEqual({
      outcome: 'closed',
      messages: [
        {
          origin: baseURL,
          data: {
            type: 'oauth-error',
            error: 'Access was denied - please grant permissions to continue',
            provider: 'outlook',
          },
        },
      ],
    });
    expect(await runPopup(page, '/oauth-result?provider=yahoo')).toEqual({
      outcome: 'closed',
      messages: [{ origin: baseURL, data: { type: 'oauth-error', error: 'Unknown error', provider: 'yahoo' } }],
    });
  });

  test('still reaches the opener after a round trip through the provider origin', async ({ page, baseURL }) => {
    // The real flow: the popup shows the provider's consent page (another origin, no COOP header),
    // which sends it back to /oauth-result. The opener must survive that round trip.
    const provider: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><title>Consent</title><script>location.replace(${JSON.stringify(baseURL + SUCCESS)})</script>`,
      );
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    try {
      const consent = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/consent`;
      await page.goto('/about');
      const { outcome, messages } = await runPopup(page, consent);
      expect(outcome).toBe('closed');
      expect(messages.map((m) => m.data)).toEqual([expect.objectContaining({ type: 'oauth-success' })]);
    } finally {
      await new Promise((resolve) => provider.close(resolve));
    }
  });

  test('tells an opener on another origin nothing', async ({ page, baseURL }) => {
    // localhost and 127.0.0.1 are the same server but different origins.
    const otherOrigin = baseURL!.replace('127.0.0.1', 'localhost');
    // The e2e server always listens on 127.0.0.1: if that ever changed, this check must not pass by skipping.
    expect(otherOrigin, 'the e2e server must listen on 127.0.0.1').not.toBe(baseURL);
    await page.goto(`${otherOrigin}/about`);
    const { messages } = await runPopup(page, `${baseURL}${SUCCESS}`);
    expect(messages).toEqual([]);
  });
});

test('fits 360 px and passes axe in dark and light, success and failure', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize(MOBILE);
  for (const path of [SUCCESS, '/oauth-result?error=invalid_grant&provider=icloud&message=Expired']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    for (const theme of ['dark', 'light']) expect(await axeSerious(page, theme, path)).toEqual([]);
  }
});
