import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

const CI = Boolean(process.env.CI);

/**
 * Specs that never reach the database: public pages, themes, the menu, the result page, the demo
 * (its chat talks to the fake provider from the browser) and axe on all of those. CI runs
 * `npm test` twice, on SQLite and on PostgreSQL; on the PostgreSQL pass these would repeat the same
 * work to the byte (about 3.5 of its 9 minutes here), so that pass leaves them out and says so in
 * its output. E2E_ALL=1 runs them anyway.
 */
const DATABASE_FREE_SPECS = [
  'accessibility.spec.ts',
  'fake-microphone.spec.ts',
  'library.spec.ts',
  'library-demo.spec.ts',
  'media-csp.spec.ts',
  'mobile-menu.spec.ts',
  'not-found.spec.ts',
  'oauth-result.spec.ts',
  'public-site.spec.ts',
  'theme.spec.ts',
];
/**
 * The media and versions specs sign in (the sign-in is the database's part, covered on both by the
 * account specs) and then work in the browser alone: files, pictures, speech and versions live in
 * IndexedDB and go to the provider fake directly, so PostgreSQL would change nothing they check.
 */
const BROWSER_ONLY_SPECS = [
  'analyze-pictures.spec.ts',
  'attachments.spec.ts',
  'branches.spec.ts',
  'image-generation.spec.ts',
  'speech.spec.ts',
];
const skipDatabaseFree = Boolean(process.env.TEST_DATABASE_URL) && !process.env.E2E_ALL;

/**
 * The servers are the BUILT app (`npm run test:e2e` builds first), started by e2e/global-setup.ts
 * rather than `webServer`, because each one first needs its own fresh database.
 * No test asserts wall-clock performance; the timeouts are only generous ceilings.
 */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: skipDatabaseFree ? [...DATABASE_FREE_SPECS, ...BROWSER_ONLY_SPECS].map((f) => `**/${f}`) : undefined,
  globalSetup: './e2e/global-setup.ts',
  // 2 cores: two browsers plus two servers is the most this machine takes without slowing down.
  workers: 2,
  fullyParallel: true,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1440, height: 900 },
    // Colour transitions would let axe sample a button mid-fade after a theme switch.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Tracing slows every test down; on CI the retry records one.
    trace: CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
