import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../common/api/index.js';
import type { AdminUser, AdminUserPage, AuditPage } from '../../common/schemas/admin.js';
import { authed, authedNoBody, login, PASSWORD, register, type Registered } from '../test/auth-helpers.js';
import { MiniBrowser } from '../test/mini-browser.js';
import { startOidcProvider } from '../test/oidc-provider.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The admin console (/api/admin/*): only an admin gets past any route (403 otherwise, whatever the
 * route), every change writes its audit row, an admin cannot take away their own admin flag nor
 * delete or suspend themselves, and a suspended user can neither sign in nor use a session.
 */

const ADMIN_EMAIL = `boss-${process.pid}@example.test`;

let t: TestApp;
let admin: Registered;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL });
  admin = await register(t.app, { email: ADMIN_EMAIL, firstName: 'Boss', lastName: 'Person' });
  // ADMIN_EMAIL counts once the address is proven (decision 012).
  await t.db.kysely
    .updateTable('users')
    .set({ email_verified_at: Date.now() })
    .where('id', '=', admin.user.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const ADMIN_ROUTES = API_ROUTES.filter((r) => r.path.startsWith('/api/admin'));

/** A request to the route with a valid input, naming `targetId` where it takes an id. */
function callRoute(route: (typeof ADMIN_ROUTES)[number], cookie: string, targetId: string) {
  const url = route.path.replace(':id', encodeURIComponent(targetId));
  const body = route.method === 'PATCH' ? { plan: 'pro', allAccess: true, isAdmin: true } : undefined;
  return t.app.inject({
    method: route.method,
    url,
    headers: body ? authed(cookie) : authedNoBody(cookie),
    ...(body ? { payload: body } : {}),
  });
}

const get = (url: string, cookie = admin.cookie) => t.app.inject({ url, headers: { cookie } });
const patch = (id: string, payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: authed(cookie), payload });
const post = (url: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url, headers: authedNoBody(cookie) });
const del = (url: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'DELETE', url, headers: authedNoBody(cookie) });

const userRow = (id: string) => t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const auditFor = (id: string) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('target_id', '=', id).orderBy('created_at').execute();
const auditCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const sessionCount = async (userId: string) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may use the admin console', () => {
  it('covers every admin route of the contract', () => {
    expect(ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'DELETE /api/admin/users/:id',
        'DELETE /api/admin/users/:id/sessions',
        'GET /api/admin/audit',
        'GET /api/admin/users',
        'PATCH /api/admin/users/:id',
        'POST /api/admin/users/:id/suspend',
        'POST /api/admin/users/:id/unsuspend',
      ].sort(),
    );
  });

  it('answers 403 in the one error shape to a non-admin on every admin route, and changes nothing', async () => {
    const plain = await register(t.app);
    const victim = await register(t.app);
    // ADMIN_EMAIL whose address was never proven is not an admin either.
    const unproven = await createTestApp({ ADMIN_EMAIL: 'unproven@example.test' });
    try {
      const fake = await register(unproven.app, { email: 'unproven@example.test' });
      for (const route of ADMIN_ROUTES) {
        const before = await userRow(victim.user.id);
        const audits = await auditCount();
        const res = await callRoute(route, plain.cookie, victim.user.id);
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(res.json()).toEqual({
          error: { code: 'admin_only', message: 'Only admins can use the admin console.' },
        });
        expect(await userRow(victim.user.id)).toEqual(before);
        expect(await auditCount()).toBe(audits);
        expect(await sessionCount(victim.user.id)).toBe(1);

        const url = route.path.replace(':id', fake.user.id);
        const other = await unproven.app.inject({
          method: route.method,
          url,
          headers: route.method === 'PATCH' ? authed(fake.cookie) : authedNoBody(fake.cookie),
          ...(route.method === 'PATCH' ? { payload: { plan: 'pro' } } : {}),
        });
        expect(other.statusCode, `unproven ADMIN_EMAIL: ${route.method} ${route.path}`).toBe(403);
      }
    } finally {
      await unproven.close();
    }
  });

  it('answers 401 signed out', async () => {
    for (const route of ADMIN_ROUTES) {
      const res = await t.app.inject({
        method: route.method,
        url: route.path.replace(':id', admin.user.id),
        headers: authedNoBody(''),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('lets an is_admin user in as well as ADMIN_EMAIL', async () => {
    const granted = await register(t.app);
    await t.db.kysely.updateTable('users').set({ is_admin: 1 }).where('id', '=', granted.user.id).execute();
    expect((await get('/api/admin/users', granted.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users with their state, searches by address and name, and pages', async () => {
    const tag = `zed${Date.now()}`;
    const made: Registered[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(await register(t.app, { email: `${tag}-${i}@example.test`, firstName: 'Zed', lastName: `Number${i}` }));
    }
    const named = await register(t.app, { firstName: 'Quincy', lastName: `${tag}Surname` });

    const all = await get(`/api/admin/users?q=${tag}&limit=10`);
    expect(all.statusCode).toBe(200);
    const page = all.json<AdminUserPage>();
    expect(page.total).toBe(4);
    expect(page.users.map((u) => u.email).sort()).toEqual([...made.map((m) => m.email), named.email].sort());
    const first = page.users.find((u) => u.id === made[0]!.user.id)!;
    expect(first).toEqual({
      id: made[0]!.user.id,
      email: made[0]!.email,
      name: 'Zed Number0',
      plan: 'free',
      allAccess: false,
      isAdmin: false,
      emailVerified: false,
      suspended: false,
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      sessionCount: 1,
    });

    // The name matches in any case; the address too.
    const byName = (await get(`/api/admin/users?q=${tag.toUpperCase()}SURNAME`)).json<AdminUserPage>();
    expect(byName.users.map((u) => u.id)).toEqual([named.user.id]);
    const byEmail = (await get(`/api/admin/users?q=${encodeURIComponent(made[1]!.email)}`)).json<AdminUserPage>();
    expect(byEmail.users.map((u) => u.id)).toEqual([made[1]!.user.id]);
    // % and _ are themselves, not wildcards.
    expect((await get(`/api/admin/users?q=${encodeURIComponent('%')}`)).json<AdminUserPage>().total).toBe(0);

    const p1 = (await get(`/api/admin/users?q=${tag}&limit=2&offset=0`)).json<AdminUserPage>();
    const p2 = (await get(`/api/admin/users?q=${tag}&limit=2&offset=2`)).json<AdminUserPage>();
    expect(p1.users).toHaveLength(2);
    expect(p2.users).toHaveLength(2);
    expect(new Set([...p1.users, ...p2.users].map((u) => u.id)).size).toBe(4);

    // The admin shows as one, verified, signed in.
    const me = (await get(`/api/admin/users?q=${encodeURIComponent(ADMIN_EMAIL)}`)).json<AdminUserPage>().users[0]!;
    expect(me).toMatchObject({ isAdmin: true, allAccess: true, emailVerified: true, sessionCount: 1 });
    expect((await get('/api/admin/users?limit=0')).statusCode).toBe(400);
  });
});

describe('changes and their audit rows', () => {
  it('sets the plan, all access and the admin flag, one audit row per change', async () => {
    const u = await register(t.app);
    const res = await patch(u.user.id, { plan: 'pro', allAccess: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({ id: u.user.id, plan: 'pro', allAccess: true, isAdmin: false });
    expect(await userRow(u.user.id)).toMatchObject({ plan: 'pro', all_access: 1 });
    // The user's own view follows at once.
    expect((await get('/api/auth/user', u.cookie)).json()).toMatchObject({ plan: 'pro', allAccess: true });

    expect((await patch(u.user.id, { isAdmin: true })).json<AdminUser>().isAdmin).toBe(true);
    expect((await get('/api/admin/users', u.cookie)).statusCode).toBe(200);
    // Setting what is already there writes nothing.
    const count = await auditCount();
    expect((await patch(u.user.id, { plan: 'pro' })).statusCode).toBe(200);
    expect(await auditCount()).toBe(count);

    const rows = await auditFor(u.user.id);
    expect(rows.map((r) => [r.action, JSON.parse(r.detail), r.actor_id, r.actor_email, r.target_email])).toEqual(
      expect.arrayContaining([
        ['user.plan', { from: 'free', to: 'pro' }, admin.user.id, ADMIN_EMAIL, u.email],
        ['user.all_access', { from: false, to: true }, admin.user.id, ADMIN_EMAIL, u.email],
        ['user.admin', { from: false, to: true }, admin.user.id, ADMIN_EMAIL, u.email],
      ]),
    );
    expect(rows).toHaveLength(3);

    const audit = (await get('/api/admin/audit?limit=3')).json<AuditPage>();
    expect(audit.entries[0]).toMatchObject({
      action: 'user.admin',
      actorEmail: ADMIN_EMAIL,
      targetEmail: u.email,
      detail: { from: false, to: true },
    });
    expect(audit.total).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for a user that does not exist and refuses unknown fields', async () => {
    expect((await patch('no-such-user', { plan: 'pro' })).statusCode).toBe(404);
    expect((await post('/api/admin/users/no-such-user/suspend')).statusCode).toBe(404);
    expect((await del('/api/admin/users/no-such-user')).statusCode).toBe(404);
    const u = await register(t.app);
    expect((await patch(u.user.id, { plan: 'gold' })).statusCode).toBe(400);
    expect((await patch(u.user.id, { email: 'x@example.test' })).statusCode).toBe(400);
  });

  it('never lets an admin change their own admin flag, suspend or delete themselves', async () => {
    const count = await auditCount();
    for (const res of [
      await patch(admin.user.id, { isAdmin: false }),
      await patch(admin.user.id, { plan: 'basic', isAdmin: true }),
      await post(`/api/admin/users/${admin.user.id}/suspend`),
      await del(`/api/admin/users/${admin.user.id}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/your own/);
    }
    expect(await auditCount()).toBe(count);
    expect(await userRow(admin.user.id)).toMatchObject({ plan: 'free', suspended_at: null });
    // Their own plan is theirs to set.
    expect((await patch(admin.user.id, { plan: 'basic' })).statusCode).toBe(200);
    await patch(admin.user.id, { plan: 'free' });
  });

  it('revokes every session of a user', async () => {
    const u = await register(t.app);
    await login(t.app, u.email, PASSWORD);
    expect(await sessionCount(u.user.id)).toBe(2);
    expect((await del(`/api/admin/users/${u.user.id}/sessions`)).statusCode).toBe(204);
    expect(await sessionCount(u.user.id)).toBe(0);
    expect((await get('/api/auth/user', u.cookie)).statusCode).toBe(401);
    const rows = await auditFor(u.user.id);
    expect(rows.map((r) => [r.action, JSON.parse(r.detail)])).toEqual([['user.sessions_revoke', { sessionsEnded: 2 }]]);
  });

  it('deletes a user and keeps the audit row readable', async () => {
    const u = await register(t.app);
    expect((await del(`/api/admin/users/${u.user.id}`)).statusCode).toBe(204);
    expect(await userRow(u.user.id)).toBeUndefined();
    expect(await sessionCount(u.user.id)).toBe(0);
    const audit = (await get('/api/admin/audit?limit=1')).json<AuditPage>();
    expect(audit.entries[0]).toMatchObject({ action: 'user.delete', targetId: null, targetEmail: u.email });
  });

  it('pages the audit log newest first', async () => {
    const u = await register(t.app);
    await patch(u.user.id, { plan: 'basic' });
    await new Promise((r) => setTimeout(r, 5));
    await patch(u.user.id, { plan: 'pro' });
    const [newest, older] = (await get('/api/admin/audit?limit=2')).json<AuditPage>().entries;
    expect(newest!.detail).toEqual({ from: 'basic', to: 'pro' });
    expect(older!.detail).toEqual({ from: 'free', to: 'basic' });
    const next = (await get('/api/admin/audit?limit=1&offset=1')).json<AuditPage>();
    expect(next.entries[0]!.id).toBe(older!.id);
  });
});

describe('suspension', () => {
  it('ends the sessions, refuses sign-in with a clear message and its cookie; unsuspend lets them back', async () => {
    const u = await register(t.app);
    expect((await get('/api/auth/user', u.cookie)).statusCode).toBe(200);

    const res = await post(`/api/admin/users/${u.user.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({ suspended: true, sessionCount: 0 });
    expect(await sessionCount(u.user.id)).toBe(0);
    expect((await get('/api/auth/user', u.cookie)).statusCode).toBe(401);

    const signIn = await login(t.app, u.email, PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      error: { code: 'account_suspended', message: 'This account is suspended. Contact the administrator.' },
    });
    expect(await sessionCount(u.user.id)).toBe(0);
    // A wrong password still says only that.
    expect((await login(t.app, u.email, 'not the password at all')).statusCode).toBe(401);

    // A session that somehow exists (made before the suspension was seen) is not honoured.
    const again = await post(`/api/admin/users/${u.user.id}/unsuspend`);
    expect(again.json<AdminUser>().suspended).toBe(false);
    const back = await login(t.app, u.email, PASSWORD);
    expect(back.statusCode).toBe(200);
    const cookie = back.headers['set-cookie']!.toString().split(';')[0]!;
    await t.db.kysely.updateTable('users').set({ suspended_at: Date.now() }).where('id', '=', u.user.id).execute();
    expect((await get('/api/auth/user', cookie)).statusCode).toBe(401);
    await t.db.kysely.updateTable('users').set({ suspended_at: null }).where('id', '=', u.user.id).execute();
    expect((await get('/api/auth/user', cookie)).statusCode).toBe(200);

    expect((await auditFor(u.user.id)).map((r) => [r.action, JSON.parse(r.detail)])).toEqual([
      ['user.suspend', { from: false, to: true, sessionsEnded: 1 }],
      ['user.unsuspend', { from: true, to: false }],
    ]);
  });
});

describe('suspension and OpenID sign-in', () => {
  it('sends a suspended user back from the provider with the suspension message and no session', async () => {
    const PUBLIC_URL = 'http://localhost:3000';
    const toApp = (u: URL) => u.origin === PUBLIC_URL;
    const idp = await startOidcProvider({ publicUrl: PUBLIC_URL, accounts: {} });
    const app = await createTestApp({ PUBLIC_URL, ...idp.env });
    try {
      const signIn = async (browser: MiniBrowser) => {
        const start = await browser.request('/api/login');
        let page = await browser.go(start.location!, {}, toApp);
        page = await browser.submit(page, { login: 'quinn', password: 'ignored' }, toApp);
        if (page.body.includes('name="prompt" value="consent"')) page = await browser.submit(page, {}, toApp);
        return browser.request(page.location!);
      };
      const first = new MiniBrowser(app.app, PUBLIC_URL);
      expect((await signIn(first)).location).toBe('/');
      const row = await app.db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'quinn@example.test')
        .executeTakeFirstOrThrow();
      await app.db.kysely.updateTable('users').set({ suspended_at: Date.now() }).where('id', '=', row.id).execute();
      expect((await first.request('/api/auth/user')).status).toBe(401);

      const again = new MiniBrowser(app.app, PUBLIC_URL);
      expect((await signIn(again)).location).toBe('/?login_error=account_suspended');
      expect((await again.request('/api/auth/user')).status).toBe(401);
    } finally {
      await app.close();
      await idp.close();
    }
  });
});
