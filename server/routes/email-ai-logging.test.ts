import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, register } from '../test/auth-helpers.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { createLoggedTestApp, type LoggedTestApp } from '../test/logged-test-app.js';

/** The user's provider key is used in flight: never in the log, never in a response. */

const GOOD = 'sk-proj-GoodSecretKey-7f3a9c1e5b2d4f60';
const BAD = 'sk-proj-RevokedSecretKey-0a1b2c3d4e5f';
const MALFORMED = 'sk-Short0Secret9';
const QUOTA = fakeKey('insufficient_quota');

let fake: FakeProvider;
let t: LoggedTestApp;
beforeAll(async () => {
  fake = await startFakeProvider({ badKeys: [BAD] });
  t = await createLoggedTestApp({ AI_BASE_URL: fake.baseUrl });
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

    expect(t.logged()).toContain('"url":"/api/email/compose"');
    expect(t.logged()).toContain('"x-api-key":"[Redacted]"');
    for (const key of [GOOD, BAD, MALFORMED, QUOTA]) {
      // The full key, and its distinctive middle (a provider message may mask only the ends).
      for (const secret of [key, key.slice(8, -4)]) {
        expect(t.logged(), `log contains ${secret}`).not.toContain(secret);
        for (const body of bodies) expect(body).not.toContain(secret);
      }
    }
  });
});
