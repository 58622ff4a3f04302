/**
 * How e2e tests and benchmarks launch a browser on these machines: Debian's Chromium (Playwright
 * cannot download its own here), with the network chatter of a desktop browser turned off, since
 * the closed network refuses those connections and they only add noise and delay.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
