import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_INVALID_CODE } from '../../common/schemas/public-config.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

const SESSION_SECRET = 'maintenance-test-secret-0123456789abcdef';
const CODE = 'open-sesame';

type Inject = TestApp['app']['inject'];
type InjectResponse = Awaited<ReturnType<Inject>>;

/** Each test block uses its own client address, so the per-address rate limit never leaks between them. */
function unlock(t: TestApp, code: unknown, remoteAddress = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/maintenance/unlock',
    headers: JSON_HEADERS,
    payload: { code },
    remoteAddress,
  });
}

function setCookies(res: InjectResponse): string[] {
  const raw = res.headers['set-cookie'];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

function grantCookie(res: InjectResponse): string {
  const header = setCookies(res).find((c) => c.startsWith('maintenance_grant='));
  if (!header) throw new Error('no maintenance_grant cookie was set');
  return header;
}

/** The name=value part of a Set-Cookie header, as a browser would send it back. */
const cookiePair = (header: string) => header.split(';')[0]!;

async function maintenanceState(t: TestApp, cookie?: string) {
  const res = await t.app.inject({ url: '/api/config', headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json().maintenance as { enabled: boolean; granted: boolean };
}

describe('maintenance gate, MAINTENANCE_CODE unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET });
  });
  afterAll(() => t.close());

  it('reports the gate as off', async () => {
    expect(await maintenanceState(t)).toEqual({ enabled: false, granted: false });
  });

  it('answers unlock with 404 and sets no cookie', async () => {
    const res = await unlock(t, 'anything');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('maintenance_off');
    expect(setCookies(res)).toEqual([]);
  });
});

describe('maintenance gate, MAINTENANCE_CODE set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET, MAINTENANCE_CODE: CODE });
  });
  afterAll(() => t.close());

  it('reports the gate as on and not granted without a cookie', async () => {
    expect(await maintenanceState(t)).toEqual({ enabled: true, granted: false });
  });

  it('refuses a wrong code with 401, the exact message, and no cookie', async () => {
    const res = await unlock(t, 'open-sesame!', '10.0.1.1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'invalid_code', message: MAINTENANCE_INVALID_CODE } });
    expect(res.json().error.message).toBe('Invalid access code. Contact administrator for testing access.');
    expect(setCookies(res)).toEqual([]);
  });

  it('refuses a blank code with 400 and no cookie', async () => {
    for (const code of ['', '   ']) {
      const res = await unlock(t, code, '10.0.1.2');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
      expect(setCookies(res)).toEqual([]);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/unlock',
      headers: JSON_HEADERS,
      payload: {},
      remoteAddress: '10.0.1.2',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('accepts the right code with a signed, HttpOnly, SameSite=Lax grant cookie', async () => {
    const res = await unlock(t, CODE, '10.0.1.3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ granted: true });
    const header = grantCookie(res);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).toMatch(/;\s*Max-Age=\d+/i);
    expect(header).not.toMatch(/;\s*Secure/i); // PUBLIC_URL is http here
    const value = decodeURIComponent(cookiePair(header).slice('maintenance_grant='.length));
    expect(value).not.toContain(CODE);
    const unsigned = t.app.unsignCookie(value);
    expect(unsigned.valid).toBe(true);
    expect(unsigned.value).not.toBe(value); // the value carries a signature beyond the grant itself
  });

  it('trims the code the way the form does', async () => {
    const res = await unlock(t, `  ${CODE}  `, '10.0.1.4');
    expect(res.statusCode).toBe(200);
  });

  it('reports granted only for an authentic cookie', async () => {
    const cookie = cookiePair(grantCookie(await unlock(t, CODE, '10.0.1.5')));
    expect(await maintenanceState(t, cookie)).toEqual({ enabled: true, granted: true });

    const name = 'maintenance_grant';
    const signed = decodeURIComponent(cookie.slice(name.length + 1));
    const dot = signed.lastIndexOf('.');
    const [grant, signature] = [signed.slice(0, dot), signed.slice(dot + 1)];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'x' ? 'y' : 'x') + s.slice(i + 1);
    const asCookie = (v: string) => `${name}=${encodeURIComponent(v)}`;

    // A changed grant under the old signature, a changed signature, and the grant without a signature.
    expect(await maintenanceState(t, asCookie(`${flip(grant, grant.length - 3)}.${signature}`))).toEqual({
      enabled: true,
      granted: false,
    });
    expect(await maintenanceState(t, asCookie(`${grant}.${flip(signature, 5)}`))).toMatchObject({ granted: false });
    expect(await maintenanceState(t, asCookie(grant))).toMatchObject({ granted: false });
    expect(await maintenanceState(t, `${name}=garbage`)).toMatchObject({ granted: false });
    expect(await maintenanceState(t)).toMatchObject({ granted: false });
  });
});

describe('maintenance grant cookie over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET, MAINTENANCE_CODE: CODE, PUBLIC_URL: 'https://agents.example' });
  });
  afterAll(() => t.close());

  it('sets the Secure flag when PUBLIC_URL is https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/unlock',
      headers: { ...JSON_HEADERS, origin: 'https://agents.example' },
      payload: { code: CODE },
    });
    expect(res.statusCode).toBe(200);
    expect(grantCookie(res)).toMatch(/;\s*Secure/i);
  });
});

describe('maintenance grant across code changes', () => {
  // Apps are opened one after another, never together: without a migrationTableSchema, Kysely's
  // migrator finds another live test schema's lock table on PostgreSQL and skips creating its own.
  it('is honoured after a restart with the same code, and revoked once the code changes', async () => {
    const first = await createTestApp({ SESSION_SECRET, MAINTENANCE_CODE: CODE });
    let cookie: string;
    try {
      cookie = cookiePair(grantCookie(await unlock(first, CODE)));
      expect(await maintenanceState(first, cookie)).toMatchObject({ granted: true });
    } finally {
      await first.close();
    }

    const sameCode = await createTestApp({ SESSION_SECRET, MAINTENANCE_CODE: CODE });
    try {
      expect(await maintenanceState(sameCode, cookie)).toEqual({ enabled: true, granted: true });
    } finally {
      await sameCode.close();
    }

    const newCode = await createTestApp({ SESSION_SECRET, MAINTENANCE_CODE: 'another-code' });
    try {
      expect(await maintenanceState(newCode, cookie)).toEqual({ enabled: true, granted: false });
    } finally {
      await newCode.close();
    }
  });

  it('is not honoured by a server with another secret', async () => {
    const first = await createTestApp({ SESSION_SECRET, MAINTENANCE_CODE: CODE });
    let cookie: string;
    try {
      cookie = cookiePair(grantCookie(await unlock(first, CODE)));
    } finally {
      await first.close();
    }
    const other = await createTestApp({ SESSION_SECRET: `${SESSION_SECRET}-other`, MAINTENANCE_CODE: CODE });
    try {
      expect(await maintenanceState(other, cookie)).toMatchObject({ granted: false });
    } finally {
      await other.close();
    }
  });
});

describe('maintenance unlock rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_SECRET, MAINTENANCE_CODE: CODE });
  });
  afterAll(() => t.close());

  it('allows 10 attempts per address, then answers 429 even for the right code', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await unlock(t, `wrong-${i}`, '10.0.2.1');
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const blocked = await unlock(t, CODE, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'rate_limited', message: expect.any(String) });
    expect(setCookies(blocked).some((c) => c.startsWith('maintenance_grant='))).toBe(false);
  });

  it('counts each address separately', async () => {
    const res = await unlock(t, CODE, '10.0.2.2');
    expect(res.statusCode).toBe(200);
  });
});
