/**
 * The maintenance gate (its page, states, code validation and errors), against the server started
 * with MAINTENANCE_CODE. Every test has its own browser context, so its own (absent) grant cookie.
 * The unlock route allows 10 attempts per 15 minutes per address: the whole file uses 2.
 */
import type { Page } from '@playwright/test';
import { E2E_MAINTENANCE_CODE, MOBILE, expect, expectNoHorizontalOverflow, main, test } from './fixtures';

const INVALID = 'Invalid access code. Contact administrator for testing access.';

function gate(page: Page) {
  const m = main(page);
  return {
    title: m.getByText('MAINTENANCE MODE'),
    form: m.getByText('TESTER ACCESS'),
    // The code field may be a password input (no ARIA role), so find it as the form's input.
    code: m.locator('input:not([type=hidden]):not([type=checkbox])').first(),
    submit: m.getByRole('button', { name: 'AUTHENTICATE' }),
  };
}

test.use({ baseURL: async ({ maintenanceURL }, use) => use(maintenanceURL) });

test('every gated page shows MAINTENANCE MODE with the TESTER ACCESS form', async ({ page }) => {
  await page.goto('/');
  await expect(gate(page).title).toBeVisible();
  await expect.soft(gate(page).form).toBeVisible();
  for (const path of ['/about', '/library', '/no-such-page']) {
    await page.goto(path);
    await expect.soft(gate(page).title, `${path} is gated`).toBeVisible();
    await expect
      .soft(page.getByRole('banner').getByRole('link', { name: 'PRICING' }), `${path} hides the site`)
      .toHaveCount(0);
  }
});

test('AUTHENTICATE is disabled while the code is blank; the field has a show/hide toggle', async ({ page }) => {
  await page.goto('/');
  const g = gate(page);
  await expect(g.submit).toBeDisabled();
  await g.code.fill('   ');
  await expect(g.submit).toBeDisabled();
  await g.code.fill('x');
  await expect(g.submit).toBeEnabled();
  await g.code.fill('');
  await expect(g.submit).toBeDisabled();

  await expect(g.code).toHaveAttribute('type', 'password');
  await main(page).getByRole('button', { name: /show/i }).click();
  await expect(g.code).toHaveAttribute('type', 'text');
  await main(page).getByRole('button', { name: /hide/i }).click();
  await expect(g.code).toHaveAttribute('type', 'password');
});

test('a wrong code shows the error and clears the field', async ({ page }) => {
  await page.goto('/');
  const g = gate(page);
  await g.code.fill('not-the-code');
  await g.submit.click();
  await expect(main(page).getByText(INVALID)).toBeVisible();
  await expect(g.code).toHaveValue('');
  await expect(g.submit).toBeDisabled();
  await expect(g.title).toBeVisible();
});

test('the right code reloads into the site, and the grant holds on other pages', async ({ page, context }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await expectNoHorizontalOverflow(page);
  const g = gate(page);
  await g.code.fill(E2E_MAINTENANCE_CODE);
  const reloaded = page.waitForEvent('load');
  await g.submit.click();
  await reloaded;
  await expect(main(page).getByText('AI AGENT OPERATIONS').first()).toBeVisible();
  await expect(g.title).toHaveCount(0);

  const grant = (await context.cookies()).find((c) => c.name === 'maintenance_grant');
  expect(grant, 'grant cookie set').toBeDefined();
  expect(grant?.httpOnly, 'grant cookie is httpOnly').toBe(true);

  await page.goto('/pricing');
  await expect(main(page).getByText('MOST POPULAR')).toBeVisible();
  await expect(g.title).toHaveCount(0);
  const other = await context.newPage();
  await other.goto('/faqs');
  await expect(other.getByRole('banner')).toBeVisible();
  await expect(gate(other).title).toHaveCount(0);
});

test('/oauth-result stays reachable without a grant', async ({ page }) => {
  await page.goto('/oauth-result?error=access_denied&provider=gmail');
  await expect(main(page)).toBeVisible();
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
  await expect(gate(page).title, 'not gated').toHaveCount(0);
  // The result page itself renders, not just an ungated shell: here its failure view.
  await expect(main(page).getByText('Connection Failed')).toBeVisible();
  await expect(main(page).getByText('Access was denied - please grant permissions to continue')).toBeVisible();
});
