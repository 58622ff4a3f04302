/**
 * The public site's actions: the landing page's buttons, the wizard, navigation. What every public
 * page shows (key text, header, footer, no sideways scroll at 360 and 1440 px) is checked by
 * accessibility.spec.ts in the same page loads as its axe checks.
 */
import { expectHeader } from './layout-checks';
import { DESKTOP, VIEWPORTS, expect, header, main, signInDialog, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/** Opens the Getting Started wizard from the landing page and walks to step 4 (answer: Yes). */
async function openWizardAtKeyStep(page: Page): Promise<Locator> {
  await main(page).getByRole('button', { name: 'GETTING STARTED', exact: true }).click();
  const wizard = page.getByRole('dialog');
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
  await next.click();
  await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
  await next.click();
  await expect(wizard.getByText('Step 3 of 4')).toBeVisible();
  // "Yes" may be a radio (with a longer label) or a button.
  await wizard
    .getByRole('radio', { name: /^Yes\b/ })
    .or(wizard.getByRole('button', { name: 'Yes', exact: true }))
    .first()
    .click();
  if (await wizard.getByText('Step 3 of 4').isVisible()) await next.click();
  await expect(wizard.getByText('Step 4 of 4')).toBeVisible();
  return wizard;
}

test.describe('landing page actions', () => {
  test.use({ viewport: DESKTOP });

  test('ACCESS SYSTEM opens the sign-in dialog with SIGN IN and CREATE ACCOUNT tabs', async ({ page }) => {
    await page.goto('/');
    await main(page).getByRole('button', { name: 'ACCESS SYSTEM', exact: true }).click();
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    await expect.soft(dialog.getByRole('tab', { name: 'SIGN IN', exact: true })).toBeVisible();
    await expect.soft(dialog.getByRole('tab', { name: 'CREATE ACCOUNT', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('GETTING STARTED opens the wizard at Step 1 of 4, with Next and Back', async ({ page }) => {
    await page.goto('/');
    await main(page).getByRole('button', { name: 'GETTING STARTED', exact: true }).click();
    const wizard = page.getByRole('dialog');
    await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(wizard.getByText('Step 2 of 4')).toBeVisible();
    await wizard.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(wizard.getByText('Step 1 of 4')).toBeVisible();
  });

  test('the wizard accepts only a key starting with sk- and longer than 20 characters', async ({ page }) => {
    await page.goto('/');
    const wizard = await openWizardAtKeyStep(page);
    const start = wizard.getByRole('button', { name: 'Start Using Agents' });
    const key = wizard.locator('input').first();
    await key.fill('sk-short');
    await expect(wizard.getByText("Enter your API key starting with 'sk-'")).toBeVisible();
    await expect(start).toBeDisabled();
    await key.fill(`sk-${'a'.repeat(30)}`);
    await expect(wizard.getByText('Valid format')).toBeVisible();
    await expect(start).toBeEnabled();
  });

  test('LOGIN in the header opens the sign-in dialog on the landing page', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(signInDialog(page)).toBeVisible();
  });

  test('LOGIN on another page goes through /api/login and ends at the sign-in dialog', async ({ page }) => {
    await page.goto('/about');
    await header(page).getByRole('button', { name: 'LOGIN', exact: true }).click();
    // Without an external identity provider, /api/login sends the browser to /?login=1.
    await expect(signInDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('navigation', () => {
  test.use({ viewport: DESKTOP });

  test('header items navigate client-side and move the highlight', async ({ page }) => {
    await page.goto('/');
    const bar = header(page);
    for (const [label, path] of [
      ['PRICING', '/pricing'],
      ['FAQS', '/faqs'],
      ['LIBRARY', '/library'],
      ['ABOUT', '/about'],
    ] as const) {
      await bar.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectHeader(page, { mobile: false, active: label });
    }
    await bar.locator('a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('footer legal links open their pages', async ({ page }) => {
    await page.goto('/');
    for (const [name, path] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Security', '/security'],
      ['Data Handling', '/data-handling'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});

// Toasts: top of the screen on mobile, bottom-right and at most 420 px wide on wider screens. The
// public site shows one when the wizard completes, just before it sends the browser to /api/login;
// that navigation is answered 204 here so the page (and toast) stays.
for (const viewport of VIEWPORTS) {
  test(`completing the wizard stores the key and shows the Success! toast at ${viewport.label}`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    let loginRequested = false;
    await page.route('**/api/login', (route) => {
      loginRequested = true;
      return route.fulfill({ status: 204 });
    });
    await page.goto('/');
    const wizard = await openWizardAtKeyStep(page);
    const key = `sk-${'b'.repeat(30)}`;
    await wizard.locator('input').first().fill(key);
    await wizard.getByRole('button', { name: 'Start Using Agents' }).click();

    const toast = page.locator('li').filter({ hasText: 'Success!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your API key has been configured. You can now chat with AI agents.');
    await expect.poll(() => loginRequested, 'browser sent to /api/login').toBe(true);
    expect(await page.evaluate("localStorage.getItem('openai-api-key')")).toBe(key);

    const box = (await toast.boundingBox())!;
    const { width, height } = viewport.size;
    if (width < 640) {
      expect(box.y, 'toast at the top on mobile').toBeLessThan(height / 3);
    } else {
      expect(box.x + box.width, 'toast at the right').toBeGreaterThan(width - 40);
      expect(box.y + box.height, 'toast at the bottom').toBeGreaterThan(height - 40);
      expect(box.width, 'toast at most 420 px wide').toBeLessThanOrEqual(420);
    }
  });
}
