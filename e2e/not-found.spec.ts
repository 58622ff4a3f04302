/** Unknown paths: the 404 page, served with HTTP 404 (common/routes.ts) so crawlers do not index it. */
import { expectFooter, expectHeader, waitForPage } from './layout-checks';
import { VIEWPORTS, expect, expectNoHorizontalOverflow, main, test } from './fixtures';

for (const viewport of VIEWPORTS) {
  test(`an unknown path shows Page Not Found with HTTP 404 at ${viewport.label}`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await waitForPage(page);
    await expect(main(page).getByText('Page Not Found')).toBeVisible();
    await expect(main(page).getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectHeader(page, { mobile: viewport.size.width < 768 });
    await expectFooter(page);
    await expectNoHorizontalOverflow(page);
  });
}

test('nested unknown paths are 404 too, and unknown /api paths answer JSON 404', async ({ page, request }) => {
  const response = await page.goto('/about/extra/levels');
  expect(response?.status()).toBe(404);
  await expect(main(page).getByText('Page Not Found')).toBeVisible();

  const api = await request.get('/api/definitely-not-a-route');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
});

test('the HTTP status and the page agree for a known path with a trailing slash', async ({ page }) => {
  const response = await page.goto('/pricing/');
  await waitForPage(page);
  const shows404 = await main(page).getByText('Page Not Found').isVisible();
  expect(
    { status: response?.status(), shows404 },
    'either 200 with the pricing page, or 404 with the 404 page',
  ).toEqual(shows404 ? { status: 404, shows404: true } : { status: 200, shows404: false });
});
