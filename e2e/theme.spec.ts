/**
 * Theme preference: dark, light or auto, default dark, stored in localStorage under "theme",
 * applied as a class on <html>; auto follows the system colour scheme live. The header's theme
 * button is named "Theme: <preference>" and cycles dark → light → auto.
 */
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, header, test } from './fixtures';

const html = (page: Page) => page.locator('html');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const themeButton = (page: Page) => page.getByRole('button', { name: /^Theme\b/ });

async function expectApplied(page: Page, mode: 'dark' | 'light') {
  const other = mode === 'dark' ? 'light' : 'dark';
  await expect(html(page)).toHaveClass(new RegExp(`(^|\\s)${mode}(\\s|$)`));
  await expect(html(page)).not.toHaveClass(new RegExp(`(^|\\s)${other}(\\s|$)`));
}

test.describe('theme', () => {
  test.use({ viewport: DESKTOP });

  test('defaults to dark, even when the system prefers light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expectApplied(page, 'dark');
    expect([null, 'dark']).toContain(await stored(page));
    await expect(header(page).getByRole('button', { name: /^Theme\b/ })).toHaveAccessibleName(/^Theme: dark/);
  });

  test('the header button cycles dark → light → auto → dark and stores the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const button = header(page).getByRole('button', { name: /^Theme\b/ });

    await button.click();
    await expect(button).toHaveAccessibleName(/^Theme: light/);
    await expectApplied(page, 'light');
    expect(await stored(page)).toBe('light');

    await button.click();
    await expect(button).toHaveAccessibleName(/^Theme: auto/);
    expect(await stored(page)).toBe('auto');
    await expectApplied(page, 'dark');

    await button.click();
    await expect(button).toHaveAccessibleName(/^Theme: dark/);
    await expectApplied(page, 'dark');
    expect(await stored(page)).toBe('dark');
  });

  test('auto follows the system colour scheme live, without a reload', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'auto');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(themeButton(page)).toHaveAccessibleName(/^Theme: auto/);
    await expectApplied(page, 'light');
    // A marker on window proves the page was not reloaded in between.
    await page.evaluate('window.e2eMarker = 42');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectApplied(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectApplied(page, 'light');
    expect(await page.evaluate('window.e2eMarker')).toBe(42);
  });

  test('a stored light theme is applied on the next visit, before the app renders', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectApplied(page, 'light');
    await page.goto('/pricing');
    await expectApplied(page, 'light');
    await expect(themeButton(page)).toHaveAccessibleName(/^Theme: light/);
  });
});

test('at 360px the theme button is reachable (in the header or the menu)', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await expect(header(page).locator('a[href="/"]').first()).toBeVisible();
  const inHeader = header(page).getByRole('button', { name: /^Theme\b/ });
  if (!(await inHeader.isVisible())) {
    await header(page).getByRole('button', { name: 'Open menu' }).click();
  }
  const button = themeButton(page).filter({ visible: true }).first();
  await expect(button).toBeVisible();
  await button.click();
  await expectApplied(page, 'light');
});
