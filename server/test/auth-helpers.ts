import type { FastifyInstance } from 'fastify';
import type { PlanId } from '../../common/plans.js';
import { JSON_HEADERS } from './test-app.js';

type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

export const SESSION_COOKIE_NAME = 'agentops_session';
export const PASSWORD = 'correct horse battery staple';

export function setCookies(res: InjectResponse): string[] {
  const raw = res.headers['set-cookie'];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

/** The session cookie as a browser would send it back (`name=value`), or undefined. */
export function sessionCookie(res: InjectResponse): string | undefined {
  const header = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  const pair = header?.split(';')[0];
  return pair && pair !== `${SESSION_COOKIE_NAME}=` ? pair : undefined;
}

export const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE_NAME.length + 1);

let counter = 0;
/** A distinct client address per call site, so one test's rate-limit counters never touch another's. */
export const nextIp = () => `10.${Math.floor(++counter / 250) % 250}.${counter % 250}.${(process.pid % 200) + 1}`;

export interface Registered {
  cookie: string;
  user: { id: string; email: string } & Record<string, unknown>;
  email: string;
}

export async function register(
  app: FastifyInstance,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<Registered> {
  const email = overrides.email ?? `user${++counter}-${process.pid}@example.test`;
  const password = overrides.password ?? PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: JSON_HEADERS,
    remoteAddress: nextIp(),
    payload: { firstName: 'Ada', lastName: 'Lovelace', ...overrides, email, password, confirmPassword: password },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res)!, user: res.json(), email: email.trim().toLowerCase() };
}

export function login(app: FastifyInstance, email: string, password: string, remoteAddress = nextIp()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: JSON_HEADERS,
    remoteAddress,
    payload: { email, password },
  });
}

/** Headers of a same-origin JSON request from a signed-in browser. */
export const authed = (cookie: string) => ({ ...JSON_HEADERS, cookie });
/** For bodiless state-changing requests: the custom header satisfies the CSRF check. */
export const authedNoBody = (cookie: string) => ({ origin: JSON_HEADERS.origin, 'x-requested-with': 'fetch', cookie });

/**
 * Puts a user on a plan as a completed upgrade would (tests only: a direct update, no billing).
 * Automations, API tokens and the full agent library are gated, so tests of those start here.
 */
export async function setPlan(app: FastifyInstance, userId: string, plan: PlanId): Promise<void> {
  await app.db.kysely.updateTable('users').set({ plan }).where('id', '=', userId).execute();
}

/** A registered user already on `plan` (its session answers with the plan from the next request on). */
export async function registerOnPlan(
  app: FastifyInstance,
  plan: PlanId,
  overrides: Parameters<typeof register>[1] = {},
): Promise<Registered> {
  const u = await register(app, overrides);
  await setPlan(app, u.user.id, plan);
  return { ...u, user: { ...u.user, plan } };
}
