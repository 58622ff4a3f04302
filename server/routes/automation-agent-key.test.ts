import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../common/agents/catalogue.js';
import { runAgent } from '../services/automation-agent.js';
import { authed, authedNoBody, nextIp, register } from '../test/auth-helpers.js';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { createLoggedTestApp, type LoggedTestApp } from '../test/logged-test-app.js';
import { JSON_HEADERS } from '../test/test-app.js';

/** /api/automations/agent-key: the opt-in key goes in, and only whether it is there comes out. */

const KEY = 'sk-proj-RouteAgentSecret-9d1e6b3a27c4';
const REVOKED = 'sk-proj-RouteRevokedSecret-5f0c11e2';
const URL_PATH = '/api/automations/agent-key';

let fake: FakeProvider;
let t: LoggedTestApp;
beforeAll(async () => {
  fake = await startFakeProvider({ badKeys: [REVOKED] });
  t = await createLoggedTestApp({ AI_BASE_URL: fake.baseUrl });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
  t.app.inject({
    method,
    url: URL_PATH,
    headers: payload ? authed(cookie) : authedNoBody(cookie),
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

describe('the agent key routes', () => {
  it('store with consent, show only the hint, and delete', async () => {
    const u = await register(t.app);
    const other = await register(t.app);
    expect((await call(u.cookie, 'GET')).json()).toEqual({ stored: false, hint: null, baseUrl: null, storedAt: null });

    const stored = await call(u.cookie, 'PUT', { apiKey: KEY, baseUrl: fake.baseUrl, consent: true });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ stored: true, hint: '27c4', baseUrl: fake.baseUrl });
    expect(stored.body).not.toContain(KEY);

    const status = await call(u.cookie, 'GET');
    expect(status.json()).toEqual(stored.json());
    expect(status.headers['cache-control']).toBe('no-store');
    // Another user's opt-in is their own.
    expect((await call(other.cookie, 'GET')).json()).toMatchObject({ stored: false });

    const deleted = await call(u.cookie, 'DELETE');
    expect(deleted.statusCode).toBe(204);
    expect((await call(u.cookie, 'GET')).json()).toMatchObject({ stored: false, hint: null });
    const rows = await t.db.kysely.selectFrom('automation_keys').selectAll().where('user_id', '=', u.user.id).execute();
    expect(rows).toEqual([]);
  });

  it('refuses to store without consent, a provider outside the allowlist, or a malformed key', async () => {
    const u = await register(t.app);
    const noConsent = await call(u.cookie, 'PUT', { apiKey: KEY, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain('Please confirm that the key may be stored for your automations');
    const missingConsent = await call(u.cookie, 'PUT', { apiKey: KEY });
    expect(missingConsent.statusCode).toBe(400);

    const outside = await call(u.cookie, 'PUT', { apiKey: KEY, baseUrl: 'https://evil.example/v1', consent: true });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ error: { code: 'provider_not_allowed' } });

    const malformed = await call(u.cookie, 'PUT', { apiKey: 'sk-short', consent: true });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'api_key_required' } });

    expect((await call(u.cookie, 'GET')).json()).toMatchObject({ stored: false });
  });

  it('answers 401 when signed out', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: URL_PATH,
        headers: JSON_HEADERS,
        ...(method === 'PUT' ? { payload: { apiKey: KEY, consent: true } } : {}),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('limits changes per user; reading whether a key is stored is not counted', async () => {
    const u = await register(t.app);
    for (let i = 0; i < 130; i++) expect((await call(u.cookie, 'GET')).statusCode).toBe(200);
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await call(u.cookie, 'DELETE')).statusCode;
    expect(last).toBe(429);
    expect((await call(u.cookie, 'GET')).statusCode).toBe(200);
    // The limit is the user's, not everyone's.
    const other = await register(t.app);
    expect((await call(other.cookie, 'DELETE')).statusCode).not.toBe(429);
  });

  it('never puts the key in the log at trace level, in a response or in a run error', async () => {
    const u = await register(t.app);
    const bodies: string[] = [];
    const deps = { db: t.db.kysely, config: t.app.config };
    const agent = { agentId: AGENTS[0]!.id, prompt: 'Summarise my week' };

    for (const apiKey of [KEY, REVOKED]) {
      const res = await call(u.cookie, 'PUT', { apiKey, consent: true });
      expect(res.statusCode).toBe(200);
      bodies.push(res.body, JSON.stringify(res.headers), (await call(u.cookie, 'GET')).body);
      try {
        const result = await runAgent(deps, u.user.id, agent);
        bodies.push(JSON.stringify(result));
      } catch (err) {
        // What the run job does with a failure: log it and record its message.
        t.app.log.error({ err }, 'agent run failed');
        bodies.push(JSON.stringify(err), (err as Error).message, String((err as Error).stack));
      }
    }
    // Both keys did reach the provider, so their absence below means something.
    for (const key of [KEY, REVOKED]) {
      expect(fake.requests.some((r) => r.headers.authorization === `Bearer ${key}`)).toBe(true);
    }
    expect(t.logged()).toContain(`"url":"${URL_PATH}"`);
    expect(t.logged()).toContain('agent run failed');
    for (const key of [KEY, REVOKED]) {
      for (const secret of [key, key.slice(8, -4)]) {
        expect(t.logged(), `log contains ${secret}`).not.toContain(secret);
        for (const body of bodies) expect(body).not.toContain(secret);
      }
    }
  });
});
