import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium';

const CI = Boolean(process.env.CI);

/**
 * The servers are the BUILT app (`npm run test:e2e` builds first), started by e2e/global-setup.ts
 * rather than `webServer`, because each one first needs its own fresh database.
 * No test asserts wall-clock performance; the timeouts are only generous ceilings.
 */
export default defineConfig({
  testDir: 'e2e',
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
