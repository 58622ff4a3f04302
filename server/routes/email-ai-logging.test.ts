import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../app.js';
import { authed, register } from '../test/auth-helpers.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The user's provider key is used in flight: never in the log, never in a response. */

const GOOD = 'sk-proj-GoodSecretKey-7f3a9c1e5b2d4f60';
const BAD = 'sk-proj-RevokedSecretKey-0a1b2c3d4e5f';
const MALFORMED = 'sk-Short0Secret9';
const QUOTA = fakeKey('insufficient_quota');

let log = '';
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    log += chunk.toString();
    done();
  },
});

let fake: FakeProvider;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeProvider({ badKeys: [BAD] });
  t = await createTestApp(
    { AI_BASE_URL: fake.baseUrl },
    {
      logger: {
        level: 'trace',
        stream,
        redact: LOG_REDACT,
        // Harsher than the default, which leaves headers out: even logged headers must not show the key.
        serializers: {
          req: (req: FastifyRequest) => ({ method: req.method, url: req.url, headers: req.headers }),
        },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the provider key of the email AI routes', () => {
  it('never appears in the log at trace level or in any response', async () => {
    const u = await register(t.app);
    const bodies: string[] = [];
    const call = async (url: string, payload: object, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...authed(u.cookie), ...headers }, payload });
      bodies.push(res.body, JSON.stringify(res.headers));
      return res.statusCode;
    };
    const compose = { context: 'Tell the team the release moved to Monday' };

    fake.setScenario('json', {
      json: JSON.stringify({
        subject: 'Release moved',
        body: 'Hi team,\n\nMonday.\n\n[Your Name]',
        sentiment: 0.6,
        suggestions: [],
      }),
    });
    expect(await call('/api/email/compose', compose, { 'x-api-key': GOOD })).toBe(200);
    expect(await call('/api/email/compose', compose, { 'x-api-key': BAD })).toBe(401);
    expect(await call('/api/email/compose', compose, { 'x-api-key': QUOTA })).toBe(402);
    expect(await call('/api/email/compose', compose, { 'x-api-key': MALFORMED })).toBe(400);
    expect(
      await call('/api/email/compose', compose, { 'x-api-key': GOOD, 'x-ai-base-url': 'https://evil.example/v1' }),
    ).toBe(400);
    expect(await call('/api/email/compose', {}, { 'x-api-key': GOOD })).toBe(400);
    fake.setScenario('json', { json: 'not json' });
    expect(await call('/api/email/analyze', { content: 'Draft' }, { 'x-api-key': GOOD })).toBe(502);
    fake.setScenario('server_error');
    expect(await call('/api/email/extract', { emailContent: 'Email' }, { 'x-api-key': GOOD })).toBe(502);
    // The key did reach the provider, so its absence below means something.
    expect(fake.requests.some((r) => r.headers.authorization === `Bearer ${GOOD}`)).toBe(true);

    expect(log).toContain('"url":"/api/email/compose"');
    expect(log).toContain('"x-api-key":"[Redacted]"');
    for (const key of [GOOD, BAD, MALFORMED, QUOTA]) {
      // The full key, and its distinctive middle (a provider message may mask only the ends).
      for (const secret of [key, key.slice(8, -4)]) {
        expect(log, `log contains ${secret}`).not.toContain(secret);
        for (const body of bodies) expect(body).not.toContain(secret);
      }
    }
  });
});
