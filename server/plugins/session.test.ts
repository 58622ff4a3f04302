import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../test/auth-helpers.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

/**
 * The routes a signed-out visitor may use. A new public route is a security decision: it is marked
 * `config: { public: true }` on purpose and added here on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/config',
  'GET /api/agents',
  'POST /api/maintenance/unlock',
  'POST /api/auth/register',
  'POST /api/auth/login',
  // Whether someone is signed in: the user or null, so a visitor's page logs no failed request.
  'GET /api/auth/session',
  'GET /api/logout',
  'POST /api/auth/logout',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/request-username-recovery',
  'POST /api/auth/reset-password',
  'GET /api/login',
  'GET /api/callback',
  'GET /api/email/oauth/callback/:provider',
  // The billing provider's webhook: authenticated by its signature, not a session.
  'POST /api/billing/webhook',
  // The API's own description and its reference page, and the page's files.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/assets/*',
].sort();

const BAD_JSON = '{"to": [1, {';
const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, 'x');

describe('authentication answers first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/'));

  it('marks public exactly the routes meant for signed-out visitors', () => {
    const marked = apiRoutes()
      // Fastify's HEAD routes share their GET route's options.
      .filter((r) => r.public && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(marked).toEqual(PUBLIC_ROUTES);
  });

  it('answers 401 on every other /api route, before the body is parsed or validated', async () => {
    const routes = apiRoutes().filter((r) => !r.public);
    expect(routes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of routes) {
      const url = `${fill(route.url)}?format=xml&limit=-1`;
      const attempts = [
        // Malformed JSON, then a body that breaks every field rule, then a content type no parser takes.
        { headers: JSON_HEADERS, payload: BAD_JSON },
        { headers: JSON_HEADERS, payload: JSON.stringify({ to: 5, body: '\u0000', id: [] }) },
        {
          headers: { ...JSON_HEADERS, 'content-type': 'application/xml', 'x-requested-with': 'fetch' },
          payload: '<a/>',
        },
      ];
      for (const attempt of route.method === 'GET' || route.method === 'HEAD' ? [{ headers: {} }] : attempts) {
        const res = await t.app.inject({ method: route.method as 'GET', url, ...attempt });
        const body = (route.method === 'HEAD' ? { error: { code: 'unauthorized' } } : res.json()) as {
          error?: { code?: string };
        };
        if (res.statusCode !== 401 || body.error?.code !== 'unauthorized') {
          wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 before reading a body over the size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/drafts',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ body: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to a cookie of no live session, and clears it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/drafts',
      headers: { ...JSON_HEADERS, cookie: 'agentops_session=not-a-session' },
      payload: BAD_JSON,
    });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/^agentops_session=;/);
  });

  it('cannot be dodged by percent-encoding the path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/email/drafts',
      headers: JSON_HEADERS,
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });

  it('lets public routes and signed-in requests through to validation', async () => {
    const publicRoute = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_HEADERS,
      payload: BAD_JSON,
    });
    expect(publicRoute.statusCode).toBe(400);
    expect(publicRoute.json().error.code).toBe('invalid_json');

    const { cookie } = await register(t.app);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/email/drafts',
      headers: { ...JSON_HEADERS, cookie },
      payload: { body: '' },
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().error.code).toBe('validation_failed');
  });
});

describe('requests that arrive together', () => {
  it('each get their own user, and a signed-out or unknown cookie gets 401, in one turn of the server', async () => {
    const t = await createTestApp();
    try {
      const users = await Promise.all(Array.from({ length: 6 }, (_, i) => register(t.app, { firstName: `P${i}` })));
      const gone = users[5]!;
      await t.db.kysely.deleteFrom('sessions').where('user_id', '=', gone.user.id).execute();
      const cookies = [...users.map((u) => u.cookie), `agentops_session=${'b'.repeat(43)}`];
      // Forty requests started at once, the same cookies several times among them.
      const sent = Array.from({ length: 40 }, (_, i) => cookies[i % cookies.length]!);
      const answers = await Promise.all(
        sent.map((cookie) => t.app.inject({ url: '/api/auth/user', headers: { cookie } })),
      );
      answers.forEach((res, i) => {
        const which = i % cookies.length;
        if (which < 5) expect([res.statusCode, res.json().id]).toEqual([200, users[which]!.user.id]);
        else expect(res.statusCode).toBe(401);
      });
    } finally {
      await t.close();
    }
  });

  it('write the last-seen time of each session that fell due, each at its own request, and no other', async () => {
    const t = await createTestApp();
    try {
      const users = await Promise.all(Array.from({ length: 5 }, (_, i) => register(t.app, { firstName: `S${i}` })));
      const before = Date.now();
      const due = before - 2 * 60_000;
      const recent = before - 10_000;
      const [quiet, ...stale] = users;
      await t.db.kysely.updateTable('sessions').set({ last_seen_at: due }).execute();
      await t.db.kysely
        .updateTable('sessions')
        .set({ last_seen_at: recent })
        .where('user_id', '=', quiet!.user.id)
        .execute();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.app.inject({ url: '/api/auth/user', headers: { cookie: users[i % users.length]!.cookie } }),
        ),
      );
      const after = Date.now();
      answers.forEach((res, i) =>
        expect([res.statusCode, res.json().id]).toEqual([200, users[i % users.length]!.user.id]),
      );
      const seen = await t.db.kysely.selectFrom('sessions').select(['user_id', 'last_seen_at']).execute();
      const lastSeen = new Map(seen.map((s) => [s.user_id, Number(s.last_seen_at)]));
      expect(lastSeen.get(quiet!.user.id)).toBe(recent);
      for (const u of stale) {
        expect(lastSeen.get(u.user.id)).toBeGreaterThanOrEqual(before);
        expect(lastSeen.get(u.user.id)).toBeLessThanOrEqual(after);
      }
    } finally {
      await t.close();
    }
  });
});
