/**
 * The `test` every spec imports: `baseURL` is the normal e2e server, `maintenanceURL` the one with
 * the maintenance gate on (both started by global-setup.ts), plus small shared helpers.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };
export { E2E_MAINTENANCE_CODE } from './constants';

function serverUrl(name: 'E2E_BASE_URL' | 'E2E_MAINTENANCE_URL'): string {
  const url = process.env[name];
  if (!url)
    throw new Error(
      `${name} is not set: run the specs through \`npx playwright test\` (global-setup starts the servers)`,
    );
  return url;
}

export const test = base.extend<{ maintenanceURL: string }>({
  // Playwright requires the object pattern even when a fixture needs no other fixture.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => use(serverUrl('E2E_BASE_URL')),
  // eslint-disable-next-line no-empty-pattern
  maintenanceURL: async ({}, use) => use(serverUrl('E2E_MAINTENANCE_URL')),
});

export const MOBILE = { width: 360, height: 780 };
export const DESKTOP = { width: 1440, height: 900 };
export const VIEWPORTS = [
  { label: '360px', size: MOBILE },
  { label: '1440px', size: DESKTOP },
] as const;

/** The page must never scroll sideways (spec: every page works at 360 px and 1440 px). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  // A string expression: the root tsconfig checks e2e without the DOM lib (it is shared with the server).
  const [scrollWidth, innerWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  )) as [number, number];
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function footer(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/** The app's main landmark (every page renders `<main id="main">`, the skip link's target). */
export function main(page: Page): Locator {
  return page.locator('main').first();
}

/** The sign-in/create-account dialog (spec 000 §2): a dialog with SIGN IN and CREATE ACCOUNT tabs. */
export function signInDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: 'SIGN IN' });
}
