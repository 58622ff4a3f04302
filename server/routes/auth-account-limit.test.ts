import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE } from '../http/trusted-device.js';
import type * as Passwords from '../services/passwords.js';
import {
  BASE_DELAY_MS,
  chargeAttempt,
  delayAfter,
  FORGET_MS,
  FREE_ATTEMPTS,
  MAX_DELAY_MS,
} from '../services/sign-in-throttle.js';
import { login, nextIp, PASSWORD, register, setCookies } from '../test/auth-helpers.js';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

// Counts argon2 verifications, so a test can tell that a refused attempt never reached one.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../services/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      verifications.count++;
      return original.verifyPassword(...args);
    },
  };
});

const NEW_PASSWORD = 'a brand new passphrase';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'AgentOps <no-reply@agentops.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: the clock the limits read. Timers and I/O run for real. */
function freezeClock(): number {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return start;
}

/** Spends the free attempts and one more, each from an address of its own. */
async function exhaust(email: string) {
  for (let i = 0; i <= FREE_ATTEMPTS; i++) {
    expect((await login(t.app, email, `wrong-${i}`, nextIp())).statusCode).toBe(401);
  }
}

const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = setCookies(res as never).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return header?.split(';')[0];
};

function loginWith(email: string, password: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    remoteAddress: nextIp(),
    payload: { email, password },
  });
}

describe('the per-account sign-in limit (all client addresses together)', () => {
  it('makes the account wait after the free attempts, even for the right password, without running argon2', async () => {
    const start = freezeClock();
    const { email } = await register(t.app);
    await exhaust(email);

    const before = verifications.count;
    const blocked = await login(t.app, email, PASSWORD, nextIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(BASE_DELAY_MS / 1000));
    expect(blocked.json()).toEqual({
      error: {
        code: 'rate_limited',
        message:
          'Too many failed sign-ins for this account. Please wait 30 seconds and try again, or use Forgot Password or Username? to reset your password.',
      },
    });
    expect(verifications.count).toBe(before);

    // Never a lock: once the delay has passed, the owner signs in.
    vi.setSystemTime(start + BASE_DELAY_MS);
    expect((await login(t.app, email, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('makes each further failure wait longer', async () => {
    const start = freezeClock();
    const { email } = await register(t.app);
    await exhaust(email);
    vi.setSystemTime(start + BASE_DELAY_MS);
    expect((await login(t.app, email, 'still wrong', nextIp())).statusCode).toBe(401);
    const next = await login(t.app, email, PASSWORD, nextIp());
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBe(String((2 * BASE_DELAY_MS) / 1000));
  });

  it('answers an address without an account the same way', async () => {
    freezeClock();
    const email = `nobody-${Date.now()}@example.test`;
    await exhaust(email);
    const res = await login(t.app, email, PASSWORD, nextIp());
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(BASE_DELAY_MS / 1000));
  });

  it('keeps the owner’s own browser out of the account’s delay', async () => {
    freezeClock();
    const { email } = await register(t.app);
    const first = await loginWith(email, PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toBeDefined();
    expect(setCookies(first).find((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/HttpOnly/i);

    await exhaust(email);
    expect((await loginWith(email, PASSWORD)).statusCode).toBe(429);
    expect((await loginWith(email, PASSWORD, device)).statusCode).toBe(200);
    // A cookie that is not the server's, or that names another account, counts for nothing.
    const forged = `${DEVICE_COOKIE}=${encodeURIComponent(decodeURIComponent(device!.split('=')[1]!).replace(/\.[^.]+$/, '.forged'))}`;
    expect((await loginWith(email, PASSWORD, forged)).statusCode).toBe(429);
    const other = await register(t.app);
    const otherDevice = deviceCookieOf(await loginWith(other.email, PASSWORD));
    expect((await loginWith(email, PASSWORD, otherDevice)).statusCode).toBe(429);
  });

  it('stops trusting a browser that knew only a password since changed', async () => {
    freezeClock();
    const { email, cookie } = await register(t.app);
    const stale = deviceCookieOf(await loginWith(email, PASSWORD));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/change-password',
      headers: { ...JSON_HEADERS, cookie },
      remoteAddress: nextIp(),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const current = deviceCookieOf(changed);
    expect(current).toBeDefined();

    await exhaust(email);
    expect((await loginWith(email, NEW_PASSWORD, stale)).statusCode).toBe(429);
    expect((await loginWith(email, NEW_PASSWORD, current)).statusCode).toBe(200);
  });

  it('leaves the recovery code path open, and a reset by code ends the delay', async () => {
    freezeClock();
    const { email } = await register(t.app);
    await exhaust(email);
    expect((await loginWith(email, PASSWORD)).statusCode).toBe(429);

    const before = smtp.messages.filter((m) => m.to.includes(email)).length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: JSON_HEADERS,
      remoteAddress: nextIp(),
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    vi.useRealTimers(); // the mail arrives on real timers
    const code = /reset code is: (\d{6})/.exec((await smtp.waitFor(email, before)).text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: JSON_HEADERS,
      remoteAddress: nextIp(),
      payload: { email, resetCode: code, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    // The browser that reset it is the owner's from now on.
    expect(deviceCookieOf(reset)).toBeDefined();
    // And from anywhere, the account starts again with its free attempts.
    expect((await loginWith(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('chargeAttempt', () => {
  it('grows the delay 30 s, 1 min, 2 min ... up to 15 minutes, and forgets a day after the last one', async () => {
    expect([10, 11, 12, 13, 14, 15, 16, 40].map(delayAfter)).toEqual([
      0,
      30_000,
      60_000,
      120_000,
      240_000,
      480_000,
      MAX_DELAY_MS,
      MAX_DELAY_MS,
    ]);
    const db = t.db;
    const key = 'rl:test-account';
    let now = 1_000_000;
    for (let i = 0; i < FREE_ATTEMPTS + 1; i++)
      expect(await chargeAttempt(db.kysely, key, now)).toEqual({ allowed: true });
    expect(await chargeAttempt(db.kysely, key, now + 29_999)).toEqual({ allowed: false, retryAfterMs: 1 });
    now += 30_000;
    expect(await chargeAttempt(db.kysely, key, now)).toEqual({ allowed: true });
    expect(await chargeAttempt(db.kysely, key, now)).toEqual({ allowed: false, retryAfterMs: 60_000 });
    // Parallel guesses: exactly one gets through when the delay ends.
    now += 60_000;
    const parallel = await Promise.all(Array.from({ length: 5 }, () => chargeAttempt(db.kysely, key, now)));
    expect(parallel.filter((c) => c.allowed)).toHaveLength(1);
    // A day after the last delay ended, the account starts afresh.
    now += 120_000 + FORGET_MS;
    expect(await chargeAttempt(db.kysely, key, now)).toEqual({ allowed: true });
    const row = await db.kysely.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(1);
  });
});
