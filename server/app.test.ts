import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, JSON_HEADERS, type TestApp } from './test/test-app.js';

describe('app foundation', () => {
  let t: TestApp;
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  beforeAll(async () => {
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build writes next to each asset (vite.config.ts, vite-plugin-compression2).
    const big = `export const text = ${JSON.stringify('compressible '.repeat(500))};`;
    writeFileSync(join(clientDir, 'assets', 'big-def456.js'), big);
    writeFileSync(join(clientDir, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
    writeFileSync(join(clientDir, 'assets', 'big-def456.js.gz'), gzipSync(big));
    t = await createTestApp({}, { clientDir });
  });
  afterAll(() => t.close());

  it('reports health with the database dialect', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { dialect: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite', ok: true },
    });
  });

  it('answers unknown API paths with 404 JSON in the one error shape', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('serves the client shell: 200 on known routes, 404 on unknown ones', async () => {
    const known = await t.app.inject('/pricing');
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<div id="root">');
    expect(known.headers['cache-control']).toBe('no-cache');
    const unknown = await t.app.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's compressed copy to a browser that accepts it, the plain file otherwise", async () => {
    const br = await t.app.inject({
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('compressible compressible');
    expect(br.rawPayload.length).toBeLessThan(500);

    const gz = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('compressible compressible');
  });

  it('keeps routes for the files themselves only: a compressed copy is not served under its own name', async () => {
    const copy = await t.app.inject('/assets/big-def456.js.br');
    expect(copy.statusCode).toBe(404);
    expect(copy.headers['content-type']).toMatch(/text\/html/);
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('big-def456.js');
    expect(routes).not.toMatch(/big-def456\.js\.(br|gz)/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // The provider allowlist exactly (security-headers.test.ts), never a blanket https:.
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/api\.openai\.com .*http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*/,
    );
    expect(csp).not.toMatch(/connect-src[^;]* https:[ ;]/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses cross-site state-changing requests and non-JSON form posts', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/unlock',
      headers: { ...JSON_HEADERS, origin: 'https://evil.example' },
      payload: { code: 'x' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('csrf_origin');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/unlock',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'code=x',
    });
    expect(form.statusCode).toBe(403);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/unlock',
      headers: JSON_HEADERS,
      payload: '{"code":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toEqual(expect.any(String));
  });

  it('exposes public configuration without secrets', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      aiBaseUrl: 'https://api.openai.com/v1',
      aiModel: 'gpt-4o',
      maintenance: { enabled: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/SECRET|ENCRYPTION/i);
  });
});

describe('OAuth result page headers', () => {
  it('keeps window.opener alive on /oauth-result (COOP unsafe-none) and protects other pages', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const t = await createTestApp({}, { clientDir });
    try {
      const result = await t.app.inject('/oauth-result?success=true&provider=gmail');
      expect(result.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      // The callback's redirect to it too: browsers enforce COOP on each redirect.
      const callback = await t.app.inject('/api/email/oauth/callback/nowhere?code=c&state=s');
      expect(callback.statusCode).toBe(302);
      expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      // And the placeholder the popup opens on, in the click, before it goes to the provider.
      const placeholder = await t.app.inject('/oauth-connecting');
      expect(placeholder.statusCode).toBe(200);
      expect(placeholder.headers['content-type']).toMatch(/text\/html/);
      expect(placeholder.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(placeholder.body).toContain('Connecting...');
      const other = await t.app.inject('/dashboard');
      expect(other.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await t.close();
    }
  });
});
