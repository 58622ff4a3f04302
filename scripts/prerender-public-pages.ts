/**
 * `npm run build:prerender`: renders the public pages a visitor gets as HTML (common/static-pages.ts)
 * with the server-side build of the app (`vite build --ssr`, entry client/src/app/render-static-page.tsx)
 * and writes them to dist/prerender/static-pages.json, which the server reads at start-up
 * (server/plugins/static-pages.ts), with the shell they are sent in (lib/static-page-shell.ts). The
 * deployment's own values are left as slots for the server.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PublicConfig } from '../common/schemas/public-config.js';
import {
  STATIC_PAGE_PATHS,
  STATIC_PAGE_SLOTS,
  STATIC_PAGES_FILE,
  type StaticPagesFile,
} from '../common/static-pages.js';
import { staticPageShell } from './lib/static-page-shell.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const entry = join(root, 'dist/prerender-build/render-static-page.js');
const output = join(root, 'dist', STATIC_PAGES_FILE);
const clientDir = join(root, 'dist/client');

/** Written where the pages must not use them: found in a page, they would be shown unfilled. */
const UNUSED = 'static-page-slot-unused';

const visitorConfig = (oidcEnabled: boolean): PublicConfig => ({
  aiBaseUrl: UNUSED,
  aiModel: UNUSED,
  aiProviders: { origins: [UNUSED], loopback: false },
  supportEmail: STATIC_PAGE_SLOTS.supportEmail,
  docsUrl: STATIC_PAGE_SLOTS.docsUrl,
  statusUrl: STATIC_PAGE_SLOTS.statusUrl,
  oidcEnabled,
  // A server in maintenance sends no prerendered page.
  maintenance: { enabled: false, granted: false },
});

const { renderStaticPage } = (await import(pathToFileURL(entry).href)) as {
  renderStaticPage(path: string, config: PublicConfig): Promise<string>;
};

// The one browser call the render reaches: the theme provider reads the system's colour scheme
// once, which the default theme (dark) does not use.
Object.assign(globalThis, { window: { matchMedia: () => ({ matches: true }) } });
// The footer reads the year from the clock; the server writes the year of each request in its place.
const getFullYear = Date.prototype.getFullYear;
Date.prototype.getFullYear = () => STATIC_PAGE_SLOTS.year;

const pages = {} as StaticPagesFile['pages'];
try {
  for (const path of STATIC_PAGE_PATHS) {
    const html = await renderStaticPage(path, visitorConfig(false));
    const problems = [
      html.includes(UNUSED) && 'shows a value the server does not fill in',
      html.split(String(STATIC_PAGE_SLOTS.year)).length !== 2 && 'does not show the year once',
      !html.includes('id="main"') && 'has no main content (a spinner?)',
      // The app's Content-Security-Policy runs no inline script.
      /<script|<template/.test(html) && 'needs an inline script',
      html !== (await renderStaticPage(path, visitorConfig(true))) && 'depends on whether OpenID is enabled',
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(`The prerendered ${path} ${problems.join(', ')}.`);
    pages[path] = html;
  }
} finally {
  Date.prototype.getFullYear = getFullYear;
}

mkdirSync(dirname(output), { recursive: true });
const shell = staticPageShell(readFileSync(join(clientDir, 'index.html'), 'utf8'), clientDir);
const shells = Object.fromEntries(STATIC_PAGE_PATHS.map((path) => [path, shell])) as StaticPagesFile['shells'];
writeFileSync(output, JSON.stringify({ shells, pages } satisfies StaticPagesFile));
console.log(`Prerendered ${STATIC_PAGE_PATHS.join(', ')} into ${STATIC_PAGES_FILE}.`);
// The lazy pages' query client keeps its garbage-collection timers (five minutes) running.
process.exit(0);
