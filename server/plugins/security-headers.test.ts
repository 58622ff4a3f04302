import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PROVIDER_ORIGINS } from '../../common/provider-allowlist.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** connect-src is the provider allowlist exactly: no blanket https:, nothing the operator did not allow. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The policy as directive → sources, in the order the header gives them. */
async function policy(env: Record<string, string> = {}): Promise<Record<string, string[]>> {
  t = await createTestApp(env);
  const res = await t.app.inject('/api/config');
  const directives = String(res.headers['content-security-policy']).split(';');
  return Object.fromEntries(
    directives.map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]),
  );
}

const connectSrc = async (env: Record<string, string>) => (await policy(env))['connect-src'] ?? [];

describe('Content-Security-Policy', () => {
  it('is exactly these directives: images and sound from the app or from memory, no other host', async () => {
    expect(await policy()).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:', 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...BUILT_IN_PROVIDER_ORIGINS, 'http://localhost:*', 'http://127.0.0.1:*'],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    });
  });
});

describe('Content-Security-Policy connect-src', () => {
  it('is the default provider, the built-in providers and loopback model servers when nothing is configured', async () => {
    expect(await connectSrc({})).toEqual([
      "'self'",
      ...BUILT_IN_PROVIDER_ORIGINS,
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
  });

  it('follows AI_BASE_URL and AI_ALLOWED_BASE_URLS, which replace the built-in list', async () => {
    expect(
      await connectSrc({
        AI_BASE_URL: 'https://llm.internal.example:8443/v1',
        AI_ALLOWED_BASE_URLS: 'https://gateway.example.com/openai/v1/, http://127.0.0.1:11434/v1',
      }),
    ).toEqual(["'self'", 'https://llm.internal.example:8443', 'https://gateway.example.com', 'http://127.0.0.1:11434']);
  });

  it('keeps the built-in list when the operator adds to it with "builtin"', async () => {
    const sources = await connectSrc({ AI_ALLOWED_BASE_URLS: 'builtin, https://gateway.example.com' });
    expect(sources).toContain('https://gateway.example.com');
    expect(sources).toContain('https://api.groq.com');
    expect(sources).toContain('http://localhost:*');
    expect(sources).not.toContain('https:');
  });

  it('is the list GET /api/config gives the key settings', async () => {
    const sources = await connectSrc({ AI_ALLOWED_BASE_URLS: 'https://gateway.example.com, http://localhost:*' });
    const config = (await t!.app.inject('/api/config')).json();
    expect(config.aiProviders).toEqual({
      origins: ['https://api.openai.com', 'https://gateway.example.com'],
      loopback: true,
    });
    expect(sources).toEqual([
      "'self'",
      'https://api.openai.com',
      'https://gateway.example.com',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
  });
});

describe('the security headers', () => {
  it('are the same on every answer: success, 304, 401, 404 and a CSRF refusal', async () => {
    t = await createTestApp();
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const pick = (headers: Record<string, unknown>) => Object.fromEntries(names.map((n) => [n, headers[n]]));
    const ok = await t.app.inject('/api/config');
    const expected = pick(ok.headers);
    expect(Object.values(expected).every((v) => typeof v === 'string' && v !== '')).toBe(true);
    const etag = (await t.app.inject('/api/agents')).headers.etag as string;
    const answers = [
      await t.app.inject({ url: '/api/agents', headers: { 'if-none-match': etag } }),
      await t.app.inject('/api/agents/ai-tutor/prompt'),
      await t.app.inject('/api/no-such-route'),
      await t.app.inject({ method: 'DELETE', url: '/api/agents' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([304, 401, 404, 403]);
    for (const res of answers) expect([res.statusCode, pick(res.headers)]).toEqual([res.statusCode, expected]);
  });
});
