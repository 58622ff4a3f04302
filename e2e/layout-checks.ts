/** Checks of the header (navigation bar) and footer every public page shows. */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, footer, header, main } from './fixtures';
import { describeKeyText, keyTextLocator, type PublicRoute } from './public-routes';

export const NAV_LABELS = ['LIBRARY', 'ABOUT', 'PRICING', 'FAQS'] as const;

/** The page has rendered: <main> is there and no "Loading..." placeholder is left. */
export async function waitForPage(page: Page): Promise<void> {
  await expect(main(page)).toBeVisible();
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
}

/**
 * "The active route is highlighted." wouter's Link does not set aria-current, so the header marks
 * the active item with its `bg-accent` class; aria-current="page" is accepted too (and preferred).
 */
export async function isHighlighted(link: Locator): Promise<boolean> {
  return link.evaluate((el) => el.getAttribute('aria-current') === 'page' || el.classList.contains('bg-accent'));
}

export async function expectNavHighlight(nav: Locator, active: string | undefined): Promise<void> {
  for (const label of NAV_LABELS) {
    const link = nav.getByRole('link', { name: label, exact: true });
    expect.soft(await isHighlighted(link), `${label} highlighted`).toBe(label === active);
  }
}

export async function expectHeader(page: Page, opts: { mobile: boolean; active?: string }): Promise<void> {
  const bar = header(page);
  await expect(bar).toBeVisible();
  await expect.soft(bar.locator('a[href="/"]').first(), 'logo links to /').toBeVisible();
  await expect.soft(bar.getByRole('link', { name: 'DASHBOARD' }), 'no DASHBOARD when signed out').toHaveCount(0);
  if (opts.mobile) {
    await expect.soft(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
    for (const label of NAV_LABELS) {
      await expect
        .soft(bar.getByRole('link', { name: label, exact: true }), `${label} folded into the menu`)
        .toBeHidden();
    }
    return;
  }
  await expect.soft(bar.getByRole('button', { name: 'Open menu' })).toBeHidden();
  for (const label of NAV_LABELS) {
    await expect.soft(bar.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect.soft(bar.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
  await expectNavHighlight(bar, opts.active);
}

const FOOTER_COLUMNS: Record<string, Record<string, RegExp>> = {
  Platform: { 'Agent Library': /^\/library$/, Dashboard: /^\/dashboard$/, Pricing: /^\/pricing$/, About: /^\/about$/ },
  Support: {
    FAQ: /^\/faqs$/,
    'Contact Support': /^mailto:.+@/,
    Documentation: /^https?:\/\//,
    'System Status': /^https?:\/\//,
  },
  'Security & Legal': {
    'Privacy Policy': /^\/privacy-policy$/,
    'Terms of Service': /^\/terms-of-service$/,
    Security: /^\/security$/,
    'Data Handling': /^\/data-handling$/,
  },
};

export async function expectFooter(page: Page): Promise<void> {
  const foot = footer(page);
  await expect(foot).toBeVisible();
  for (const [column, links] of Object.entries(FOOTER_COLUMNS)) {
    await expect.soft(foot.getByText(column, { exact: true }), `footer column ${column}`).toBeVisible();
    for (const [name, href] of Object.entries(links)) {
      await expect
        .soft(foot.getByRole('link', { name, exact: true }), `footer link ${name}`)
        .toHaveAttribute('href', href);
    }
  }
  for (const name of ['Documentation', 'System Status']) {
    await expect
      .soft(foot.getByRole('link', { name, exact: true }), `${name} opens a new tab`)
      .toHaveAttribute('target', '_blank');
  }
  await expect.soft(foot.getByText('SOC 2 COMPLIANT')).toBeVisible();
  await expect.soft(foot.getByText('AES-256 ENCRYPTION')).toBeVisible();
  await expect
    .soft(foot.getByText(new RegExp(`\\b${new Date().getFullYear()}\\b`)).first(), 'copyright year')
    .toBeVisible();
}

/**
 * What a public page shows once loaded: its key texts, the header (folded into the
 * menu below 768 px, the active item highlighted), the footer, and no sideways scrolling.
 */
export async function expectPublicPage(page: Page, route: PublicRoute, width: number): Promise<void> {
  await waitForPage(page);
  // All at once, so an unfinished page reports every missing text in one short wait.
  await Promise.all(
    route.keyTexts.map((text) =>
      expect
        .soft(keyTextLocator(main(page), text), `${route.path} shows ${describeKeyText(text)}`)
        .toBeVisible({ timeout: 5_000 }),
    ),
  );
  await expectHeader(page, { mobile: width < 768, active: route.navLabel });
  await expectFooter(page);
  await expectNoHorizontalOverflow(page);
}
