import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_PAGE_SLOTS, STATIC_PAGES_FILE, type StaticPagesFile } from '../../common/static-pages.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SESSION_COOKIE } from './session.js';

const SHELL = '<!doctype html>\n<html lang="en" class="dark">\n<body><div id="root"></div></body>\n</html>\n';
// The shell the build makes for the prerendered pages, with scripts written into it.
const THEME_SCRIPT = "document.documentElement.dataset.theme = 'set';";
const LOADER_SCRIPT = "document.head.append(Object.assign(document.createElement('script'), { src: '/app.js' }));";
const staticShell = (scripts: string[]) =>
  '<!doctype html>\n<html lang="en" class="dark">\n' +
  `<head>${scripts.map((script) => `<script>${script}</script>`).join('')}<style>p{}</style></head>\n` +
  '<body><div id="root"></div></body>\n</html>\n';
const STATIC_SHELL = staticShell([THEME_SCRIPT, LOADER_SCRIPT]);
// What the build writes for each page: its markup with the slots the server fills in.
const footer = `<a href="mailto:${STATIC_PAGE_SLOTS.supportEmail}">Contact</a><a href="${STATIC_PAGE_SLOTS.docsUrl}">Docs</a><a href="${STATIC_PAGE_SLOTS.statusUrl}">Status</a><p>© ${STATIC_PAGE_SLOTS.year} AgentOps, $& $1 $$</p>`;
const PAGES: StaticPagesFile = {
  shells: { '/': STATIC_SHELL, '/library': STATIC_SHELL, '/pricing': staticShell([THEME_SCRIPT]) },
  pages: {
    '/': `<main><h1>Landing</h1>${footer}</main>`,
    '/library': `<main><h1>Library</h1>${footer}</main>`,
    '/pricing': `<main><h1>Pricing</h1>${footer}</main>`,
  },
};

/** A built client (shell and prerendered pages) in a folder of its own. */
function buildFolder(): { clientDir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'static-pages-'));
  mkdirSync(join(root, 'client'));
  writeFileSync(join(root, 'client', 'index.html'), SHELL);
  mkdirSync(join(root, 'prerender'));
  writeFileSync(join(root, STATIC_PAGES_FILE), JSON.stringify(PAGES));
  return { clientDir: join(root, 'client'), remove: () => rmSync(root, { recursive: true, force: true }) };
}

const DEPLOYMENT = {
  SUPPORT_EMAIL: 'help@example.com',
  DOCS_URL: 'https://docs.example.com/start?from=app&lang=en',
  STATUS_URL: 'https://status.example.com',
};

describe('prerendered public pages', () => {
  const folder = buildFolder();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(DEPLOYMENT, { clientDir: folder.clientDir });
  });
  afterAll(async () => {
    await t.close();
    folder.remove();
  });

  it("sends a visitor the page inside the build's shell, with the deployment's links and this year", async () => {
    const res = await t.app.inject({ url: '/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toBe('cookie, accept-encoding');
    const year = new Date().getFullYear();
    // In the shell the build made for this page.
    expect(res.body).toBe(
      PAGES.shells['/pricing']
        .replace('<html lang="en" class="dark">', `<html lang="en" class="dark" data-static-year="${year}">`)
        .replace(
          '<div id="root"></div>',
          () =>
            '<div id="prerendered"><main><h1>Pricing</h1>' +
            '<a href="mailto:help@example.com">Contact</a>' +
            '<a href="https://docs.example.com/start?from=app&amp;lang=en">Docs</a>' +
            '<a href="https://status.example.com">Status</a>' +
            `<p>© ${year} AgentOps, $& $1 $$</p></main></div><div id="root"></div>`,
        ),
    );
  });

  it("admits the page's inline scripts, and only on its answer, by their hashes in the Content-Security-Policy", async () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const policy = (await t.app.inject({ url: '/' })).headers['content-security-policy'];
    expect(policy).toContain(`script-src 'self' ${hash(THEME_SCRIPT)} ${hash(LOADER_SCRIPT)};`);
    // The rest of the policy is the app's own.
    const plain = (await t.app.inject({ url: '/about' })).headers['content-security-policy'];
    expect(plain).toContain("script-src 'self';");
    expect(String(policy).replace(` ${hash(THEME_SCRIPT)} ${hash(LOADER_SCRIPT)}`, '')).toBe(plain);
    const signedIn = await t.app.inject({ url: '/', cookies: { [SESSION_COOKIE]: 'any' } });
    expect(signedIn.headers['content-security-policy']).toBe(plain);
    // A page whose shell has fewer scripts admits only its own.
    const pricing = (await t.app.inject({ url: '/pricing' })).headers['content-security-policy'];
    expect(pricing).toBe(String(plain).replace("script-src 'self';", `script-src 'self' ${hash(THEME_SCRIPT)};`));
  });

  it('sends the same page compressed to a browser that accepts it', async () => {
    const plain = (await t.app.inject({ url: '/library' })).body;
    const br = await t.app.inject({ url: '/library', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({ url: '/library/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('sends a request with a session cookie the shell as before', async () => {
    const res = await t.app.inject({ url: '/', cookies: { [SESSION_COOKIE]: 'any' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['vary']).toBe('cookie, accept-encoding');
    expect(res.body).toBe(SHELL);
  });

  it('sends the shell on every other page', async () => {
    const res = await t.app.inject({ url: '/about' });
    expect(res.body).toBe(SHELL);
    expect(res.headers['vary']).toBeUndefined();
  });

  it('sends the shell while the server is in maintenance', async () => {
    const other = buildFolder();
    const gated = await createTestApp({ ...DEPLOYMENT, MAINTENANCE_CODE: 'let-me-in' }, { clientDir: other.clientDir });
    try {
      expect((await gated.app.inject({ url: '/' })).body).toBe(SHELL);
    } finally {
      await gated.close();
      other.remove();
    }
  });
});
