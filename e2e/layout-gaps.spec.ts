/**
 * Two layout gaps a walk through the product found (issue 15): the email assistant on a phone put
 * the chat first and the work area below the fold; at 1280 × 800 the dashboard menu was cut off
 * instead of scrolling.
 */
import type { Page } from '@playwright/test';
import { THEMES, expectTheme, seriousViolations } from './axe';
import { MOBILE, expect, main, registerViaApi, test } from './fixtures';

const TEST_KEY = 'sk-e2e-layout-gaps-0123456789abcdef';
const LAPTOP = { width: 1280, height: 800 };

async function openDashboard(page: Page, path = '/dashboard') {
  await page.addInitScript((key) => localStorage.setItem('openai-api-key', key), TEST_KEY);
  await page.goto(path);
  await expect(main(page).getByText('OPERATIONAL', { exact: true })).toBeVisible();
}

test('at 1280 × 800 the dashboard menu fits the window and scrolls to its last agent', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  // Basic: the whole library, so the menu is far taller than the window.
  await registerViaApi(page, { plan: 'basic' });
  await openDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard menu' });
  const lastAgent = nav.getByRole('button').last();

  // Before the page is scrolled, the whole menu is inside the window, and it scrolls on its own.
  const box = (await nav.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height);
  expect(await nav.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  // By keyboard: the last agent, focused, is in view without the page moving.
  await lastAgent.focus();
  expect(await page.evaluate('window.scrollY')).toBe(0);
  const last = (await lastAgent.boundingBox())!;
  expect(last.y).toBeGreaterThanOrEqual(box.y);
  expect(last.y + last.height).toBeLessThanOrEqual(LAPTOP.height);

  // Once the page is scrolled, the menu sticks below the site header and still ends in the window.
  await page.mouse.wheel(0, 2000);
  await expect.poll(async () => (await nav.boundingBox())!.y).toBeLessThan(box.y);
  const stuck = (await nav.boundingBox())!;
  expect(stuck.y + stuck.height).toBeLessThanOrEqual(LAPTOP.height);
  expect(await seriousViolations(page, 'nav[aria-label="Dashboard menu"]')).toEqual([]);
});

for (const theme of THEMES) {
  test(`on a phone the email assistant shows its work area first, the chat one tab away (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await registerViaApi(page);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await openDashboard(page, '/dashboard?tab=email-assistant');
    await expectTheme(page, theme);
    const modal = page.getByRole('dialog', { name: 'EMAIL ASSISTANT' });
    const views = modal.getByRole('tablist', { name: 'Email assistant views' });
    const workTab = views.getByRole('tab', { name: 'WORK AREA' });
    const chatTab = views.getByRole('tab', { name: 'AI CHAT' });
    await expect(workTab).toHaveAttribute('aria-selected', 'true');

    // The sections and the compose form start on the first screen.
    const section = modal.getByRole('combobox', { name: 'Section' });
    await expect(section).toBeInViewport();
    const context = modal.getByLabel('Context');
    await expect(context).toBeAttached();
    const log = modal.getByRole('log', { name: 'Conversation with the Email Assistant' });
    await expect(log).toBeHidden();

    // Keyboard: the arrow keys move between the two views, and nothing typed is lost.
    await context.fill('Half-written context');
    await workTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(chatTab).toHaveAttribute('aria-selected', 'true');
    await expect(log).toContainText('How can I assist you with your email tasks?');
    await expect(section).toBeHidden();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('ArrowLeft');
    await expect(workTab).toHaveAttribute('aria-selected', 'true');
    await expect(context).toHaveValue('Half-written context');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
}
