import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_IN_PROVIDER_ORIGINS } from '../../common/provider-allowlist.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** connect-src is the provider allowlist exactly: no blanket https:, nothing the operator did not allow. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function connectSrc(env: Record<string, string>): Promise<string[]> {
  t = await createTestApp(env);
  const res = await t.app.inject('/api/config');
  const csp = String(res.headers['content-security-policy']);
  const directive = csp.split(';').find((d) => d.trim().startsWith('connect-src '));
  return directive!.trim().split(/\s+/).slice(1);
}

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
