/**
 * GET /api/logout from another site: the navigation lands on /sign-out, which asks, instead of
 * signing the user out; its SIGN OUT button signs out from our own page. The LOGOUT button (a
 * navigation from our own pages) is covered in accounts.spec.ts.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, header, main, nextClientAddress, registerViaApi, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextClientAddress() });
});

const signedIn = async (page: Page) => (await page.request.get('/api/auth/user')).status();

test('a link from another site asks before signing out; SIGN OUT signs out, STAY SIGNED IN does not', async ({
  page,
  baseURL,
}) => {
  await registerViaApi(page, { firstName: 'Dorothy', lastName: 'Vaughan' });
  // A page on another site whose link points at our sign-out address.
  await page.route('https://elsewhere.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Elsewhere</title><a href="${baseURL}/api/logout">Read more</a>`,
    }),
  );
  await page.goto('https://elsewhere.example/');
  await page.getByRole('link', { name: 'Read more' }).click();

  await expect(page).toHaveURL(/\/sign-out$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Sign out?');
  expect(await signedIn(page)).toBe(200);
  expect(await seriousViolations(page), 'axe on /sign-out').toEqual([]);

  await main(page).getByRole('link', { name: 'STAY SIGNED IN', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await signedIn(page)).toBe(200);

  // A typed address is not one of our pages either; the button does sign out.
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/sign-out$/);
  await main(page).getByRole('button', { name: 'SIGN OUT', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  expect(await signedIn(page)).toBe(401);
});
