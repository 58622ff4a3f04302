import { NAV_LABELS, expectNavHighlight } from './layout-checks';
import { DESKTOP, MOBILE, expect, header, main, signInDialog, test } from './fixtures';
import type { Page } from '@playwright/test';

const menu = (page: Page) => page.getByRole('dialog').filter({ hasText: 'SECURE CONNECTION' });

async function openMenu(page: Page) {
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page)).toBeVisible();
  return menu(page);
}

test.describe('mobile menu at 360px', () => {
  test.use({ viewport: MOBILE });

  test('slides in from the right, 300px wide, with every item, LOGIN and SECURE CONNECTION', async ({ page }) => {
    await page.goto('/about');
    const panel = await openMenu(page);
    // Wait for the slide-in to settle before measuring.
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box && { width: Math.round(box.width), right: Math.round(box.x + box.width) };
      })
      .toEqual({ width: 300, right: MOBILE.width });
    for (const label of NAV_LABELS) {
      await expect.soft(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect.soft(panel.getByRole('link', { name: 'DASHBOARD' })).toHaveCount(0);
    await expect.soft(panel.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
    await expect.soft(panel.getByText('SECURE CONNECTION')).toBeVisible();
    await expectNavHighlight(panel, 'ABOUT');
  });

  test('choosing an item closes the menu and navigates', async ({ page }) => {
    await page.goto('/');
    let panel = await openMenu(page);
    await panel.getByRole('link', { name: 'PRICING', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/pricing');
    await expect(main(page).getByText('MOST POPULAR')).toBeVisible();

    panel = await openMenu(page);
    await panel.getByRole('link', { name: 'FAQS', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/faqs');
  });

  test('Escape and the close button close it', async ({ page }) => {
    await page.goto('/');
    let panel = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    panel = await openMenu(page);
    await panel.getByRole('button', { name: /close/i }).click();
    await expect(panel).toBeHidden();
  });

  test('closing it by keyboard returns focus to the menu button (WAI-ARIA dialog pattern)', async ({ page }) => {
    await page.goto('/');
    const button = header(page).getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('LOGIN in the menu closes it and opens the sign-in dialog on the landing page', async ({ page }) => {
    await page.goto('/');
    const panel = await openMenu(page);
    await panel.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(signInDialog(page)).toBeVisible();
  });
});

test('no menu button at 1440px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'LIBRARY', exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden();
});
