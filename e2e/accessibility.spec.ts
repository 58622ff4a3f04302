/**
 * Every public page, in dark and light, at 1440 px and 360 px: axe finds no serious or critical
 * violation (the levels that block or badly hinder a user; printed one per line with the offending
 * elements), and in the same loads the page shows its key text, header and footer without sideways
 * scrolling.
 */
import { report, seriousViolations, THEMES, useTheme } from './axe';
import { expectPublicPage, waitForPage } from './layout-checks';
import { DESKTOP, VIEWPORTS, expect, main, signInDialog, test } from './fixtures';
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes';

/**
 * One page per route, four checks: 1440 dark (fresh load), 360 dark (resized), 360 light (fresh
 * load at 360), 1440 light (resized). Each width is thus seen both freshly loaded and resized,
 * with half the page loads of one test per width. The unknown path has no layout checks of its
 * own (not-found.spec.ts).
 */
const ROUTES: { path: string; page?: PublicRoute }[] = [
  ...PUBLIC_ROUTES.map((r) => ({ path: r.path, page: r })),
  { path: '/this-page-does-not-exist' },
];
for (const { path: route, page: layout } of ROUTES) {
  const what = layout ? 'key text, header, footer, no sideways scroll; axe' : 'axe';
  test(`${route}: ${what} (dark, light; 1440px, 360px)`, async ({ page }) => {
    const results: Record<string, string[]> = {};
    const check = async (theme: 'dark' | 'light', viewport: (typeof VIEWPORTS)[number]) => {
      await waitForPage(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      results[`${route} (${theme}, ${viewport.label})`] = await seriousViolations(page);
    };
    const [mobile, desktop] = VIEWPORTS;
    await page.setViewportSize(desktop.size);
    const response = await page.goto(route);
    expect(response?.status(), 'HTTP status').toBe(layout ? 200 : 404);
    if (layout) await expectPublicPage(page, layout, desktop.size.width);
    await check('dark', desktop);
    await page.setViewportSize(mobile.size);
    await check('dark', mobile);
    await useTheme(page, 'light');
    await page.reload();
    if (layout) await expectPublicPage(page, layout, mobile.size.width);
    await check('light', mobile);
    await page.setViewportSize(desktop.size);
    await check('light', desktop);
    expect(report(results), 'axe violations').toBe('');
  });
}

test.describe('axe on dialogs and the maintenance page', () => {
  test.use({ viewport: DESKTOP });

  test('sign-in dialog and wizard, dark and light', async ({ page }) => {
    const results: Record<string, string[]> = {};
    await page.goto('/');
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await page.reload();
      await main(page).getByRole('button', { name: 'ACCESS SYSTEM', exact: true }).click();
      await expect(signInDialog(page)).toBeVisible();
      results[`sign-in dialog (${theme})`] = await seriousViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await main(page).getByRole('button', { name: 'GETTING STARTED', exact: true }).click();
      await expect(page.getByRole('dialog').getByText('Step 1 of 4')).toBeVisible();
      results[`wizard (${theme})`] = await seriousViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
    }
    expect(report(results), 'axe violations').toBe('');
  });

  test('maintenance page, dark and light, 1440 and 360', async ({ page, maintenanceURL }) => {
    const results: Record<string, string[]> = {};
    await page.goto(maintenanceURL);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      for (const theme of THEMES) {
        await useTheme(page, theme);
        await page.reload();
        await expect(main(page).getByText('MAINTENANCE MODE')).toBeVisible();
        results[`maintenance (${theme}, ${viewport.label})`] = await seriousViolations(page);
      }
    }
    expect(report(results), 'axe violations').toBe('');
  });
});
