import { afterEach, vi } from 'vitest';
import type { SessionUser } from '@common/schemas/auth';

/**
 * The network of a component test: global fetch answers from a table keyed "METHOD /path" (the
 * query string is ignored unless the key has one) with JSON in the server's shapes. Nothing else
 * is replaced: the components, the API client and the query client under test are the real ones.
 * A request without an entry answers 404 in the server's error shape, so a stray call is visible.
 */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
  /** Answer headers besides the content type (a list's `link` to its next page). */
  headers?: Record<string, string>;
}

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The error shape every 4xx/5xx of the server has. */
export const apiError = (status: number, code: string, message: string): ApiAnswer => ({
  status,
  body: { error: { code, message } },
});

export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    if (!route) return json(404, { error: { code: 'not_found', message: `Route ${method}:${url} not found` } });
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer.status === 204) return new Response(null, { status: 204 });
    return json(answer.status ?? 200, answer.body ?? {}, answer.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls to one "METHOD /path". */
  const callsTo = (key: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === key);
  return { calls, callsTo };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The session user of a signed-in user with a password, as the server answers it (GET /api/auth/user). */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: null,
    department: null,
    jobTitle: null,
    phone: null,
    location: null,
    bio: null,
    timezone: 'Europe/London',
    profileImageUrl: null,
    isAdmin: false,
    allAccess: false,
    emailVerified: true,
    hasPassword: true,
    plan: 'free',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** What GET /api/auth/session (the pages' signed-in probe) answers for this user. */
export const signedInAs = (user: SessionUser): ApiAnswer => ({ body: { user } });

/** What GET /api/auth/session answers signed out. */
export const signedOut: ApiAnswer = { body: { user: null } };
