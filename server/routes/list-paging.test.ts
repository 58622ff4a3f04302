import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '../../common/api/index.js';
import { nextPageUrl, PAGE_SIZE_MAX } from '../../common/schemas/paging.js';
import type { Database } from '../db/schema.js';
import { authed, register, registerOnPlan, type Registered } from '../test/auth-helpers.js';
import { cloneRows, earlier } from '../test/clone-rows.js';
import { addAppPasswordAccount, targetOf } from '../test/outbox-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * No list route answers an unbounded number of rows. Every GET of the contract whose answer is a
 * list (an array, or an object holding one) must declare a `limit` with a maximum of at most
 * PAGE_SIZE_MAX and a way on (cursor, offset or since), and have a seeder below: with more rows
 * than the largest page stored, one answer holds at most that page, a larger `limit` is refused,
 * and following the pages reaches every row exactly once. A new list route fails here until it
 * pages.
 */

/** GETs whose answers hold arrays but are not a user's growing rows. */
const NOT_LISTS = new Set([
  'GET /api/agents', // the fixed catalogue shipped with the app
  'GET /api/email/providers', // the mail providers this server supports
  'GET /api/openapi.json', // the API document
  'GET /api/usage', // totals, with a fixed set of per-agent and per-day figures
  'GET /api/usage/analytics', // a bounded date range (at most a year of days)
  'GET /api/custom-agents/export', // the agents file, at most CUSTOM_AGENT_LIMIT agents
  'GET /api/guardrails/status', // one status object
]);

const holdsArray = (schema: unknown): boolean =>
  schema instanceof z.ZodArray ||
  (schema instanceof z.ZodObject &&
    Object.values(schema.shape as Record<string, unknown>).some((f) => f instanceof z.ZodArray));

const listRoutes = API_ROUTES.filter(
  (r) => r.method === 'GET' && holdsArray(r.responses[200 as keyof typeof r.responses]),
);
const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

const N = PAGE_SIZE_MAX + 5;
type Page = { rows: { id: string }[]; next: string | null };

interface ListCase {
  /** Stores more than a page of rows for a fresh user; answers the list URL, its cookie and every id it must show. */
  seed: () => Promise<{ url: string; cookie: string; ids: string[] }>;
  /** The rows of one answer and the URL of the next page. */
  page?: (body: unknown, url: string, link: string | null) => Page;
}

const byLink =
  (field?: string) =>
  (body: unknown, _url: string, link: string | null): Page => ({
    rows: (field ? (body as Record<string, { id: string }[]>)[field] : body) as { id: string }[],
    next: nextPageUrl(link),
  });

let t: TestApp;
const post = async (u: Registered, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: authed(u.cookie), payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>();
};
const withAccount = async () => {
  const u = await register(t.app);
  const account = await addAppPasswordAccount(
    targetOf(t.app),
    u.user.id,
    'icloud',
    `a-${u.user.id}@icloud.example`,
    'abcd-efgh-ijkl-mnop',
  );
  return { u, account };
};
const asAdmin = async () => {
  const u = await register(t.app);
  await t.db.kysely.updateTable('users').set({ is_admin: 1 }).where('id', '=', u.user.id).execute();
  return u;
};
/** One created row cloned into N+1: the seed of most lists. */
const createdAndCloned = async (url: string, payload: object, table: keyof Database) => {
  const u = await registerOnPlan(t.app, 'pro');
  const { id } = await post(u, url, payload);
  return { url, cookie: u.cookie, ids: await cloneRows(t.db.kysely, table, id, N, earlier('created_at')) };
};

const CASES: Record<string, ListCase> = {
  'GET /api/auth/sessions': {
    seed: async () => {
      const u = await register(t.app);
      const own = await t.db.kysely
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', u.user.id)
        .executeTakeFirstOrThrow();
      const ids = await cloneRows(t.db.kysely, 'sessions', own.id, N, (i, row) => ({
        ...earlier('last_seen_at')(i, row),
        token_hash: randomBytes(16).toString('hex'),
      }));
      return { url: '/api/auth/sessions', cookie: u.cookie, ids };
    },
    page: byLink('sessions'),
  },
  'GET /api/tokens': {
    seed: async () => {
      const u = await registerOnPlan(t.app, 'pro');
      const created = (await post(u, '/api/tokens', { name: 'T', scopes: ['read'], expiresInDays: null })) as unknown;
      const { id } = (created as { apiToken: { id: string } }).apiToken;
      const ids = await cloneRows(t.db.kysely, 'api_tokens', id, N, (i, row) => ({
        ...earlier('created_at')(i, row),
        token_hash: randomBytes(16).toString('hex'),
      }));
      return { url: '/api/tokens', cookie: u.cookie, ids };
    },
    page: byLink('tokens'),
  },
  'GET /api/automations': {
    seed: () =>
      createdAndCloned(
        '/api/automations',
        { name: 'R', recipientEmail: 's@example.test', emailSubject: 'S', emailBody: 'B' },
        'automations',
      ),
  },
  'GET /api/automations/:id/runs': {
    seed: async () => {
      const u = await registerOnPlan(t.app, 'pro');
      const automation = await post(u, '/api/automations', {
        name: 'R',
        recipientEmail: 's@example.test',
        emailSubject: 'S',
        emailBody: 'B',
      });
      const id = `run-${automation.id}`;
      await t.db.kysely
        .insertInto('automation_runs')
        .values({
          id,
          automation_id: automation.id,
          user_id: u.user.id,
          slot_key: 'k',
          started_at: Date.now(),
          status: 'succeeded',
          trigger: 'manual',
          agent_model: null,
          agent_prompt: null,
          error: null,
          estimated_cost_usd: null,
          finished_at: Date.now(),
          matched: null,
          outbox_id: null,
          recipient: null,
          task_id: null,
        })
        .execute();
      const ids = await cloneRows(t.db.kysely, 'automation_runs', id, N, (i, row) => ({
        ...earlier('started_at')(i, row),
        slot_key: `k${i}`,
      }));
      return { url: `/api/automations/${automation.id}/runs`, cookie: u.cookie, ids };
    },
  },
  'GET /api/custom-agents': {
    seed: () =>
      createdAndCloned(
        '/api/custom-agents',
        {
          name: 'A',
          description: 'D',
          category: 'Technical',
          systemPrompt: 'P',
          model: 'gpt-4o-mini',
          temperature: 0.7,
        },
        'custom_agents',
      ),
    page: byLink('agents'),
  },
  'GET /api/email/accounts': {
    seed: async () => {
      const { u, account } = await withAccount();
      const ids = await cloneRows(t.db.kysely, 'email_accounts', account.id, N, (i, row) => ({
        ...earlier('created_at')(i, row),
        email: `${i}-${String(row.email)}`,
      }));
      return { url: '/api/email/accounts', cookie: u.cookie, ids };
    },
  },
  'GET /api/email/drafts': {
    seed: () => createdAndCloned('/api/email/drafts', { type: 'draft', body: 'B' }, 'email_drafts'),
  },
  'GET /api/email/templates': {
    seed: () =>
      createdAndCloned(
        '/api/email/templates',
        { name: 'W', category: 'C', subject: 'S', body: 'B' },
        'email_templates',
      ),
  },
  'GET /api/tasks': { seed: () => createdAndCloned('/api/tasks', { title: 'T', description: 'D' }, 'tasks') },
  'GET /api/email/outbox': {
    seed: async () => {
      const { u } = await withAccount();
      const sendAt = new Date(Date.now() + 3600_000).toISOString();
      const { id } = await post(u, '/api/email/send', { to: 'b@example.test', body: 'x', sendAt });
      const ids = await cloneRows(t.db.kysely, 'email_outbox', id, N, (i, row) => ({
        ...earlier('created_at')(i, row),
        idempotency_key: `${String(row.idempotency_key)}-${i}`,
      }));
      return { url: '/api/email/outbox', cookie: u.cookie, ids };
    },
  },
  'GET /api/admin/users': {
    seed: async () => {
      const admin = await asAdmin();
      await cloneRows(t.db.kysely, 'users', admin.user.id, N, (i, row) => ({ email: `${i}-${String(row.email)}` }));
      const all = await t.db.kysely.selectFrom('users').select('id').execute();
      return { url: '/api/admin/users', cookie: admin.cookie, ids: all.map((r) => r.id) };
    },
    page: byOffset('users'),
  },
  'GET /api/admin/audit': {
    seed: async () => {
      const admin = await asAdmin();
      const other = await register(t.app);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${other.user.id}`,
        headers: authed(admin.cookie),
        payload: { plan: 'pro' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const entry = await t.db.kysely
        .selectFrom('audit_log')
        .select('id')
        .where('target_id', '=', other.user.id)
        .executeTakeFirstOrThrow();
      await cloneRows(t.db.kysely, 'audit_log', entry.id, N, earlier('created_at'));
      const all = await t.db.kysely.selectFrom('audit_log').select('id').execute();
      return { url: '/api/admin/audit', cookie: admin.cookie, ids: all.map((r) => r.id) };
    },
    page: byOffset('entries'),
  },
  'GET /api/cloud-history/items': {
    seed: async () => {
      const u = await registerOnPlan(t.app, 'basic');
      const b64 = (bytes: number) => randomBytes(bytes).toString('base64');
      const vault = { salt: b64(16), iterations: 600_000, keyCheck: { iv: b64(12), ct: b64(40) } };
      const on = await t.app.inject({
        method: 'PUT',
        url: '/api/cloud-history',
        headers: authed(u.cookie),
        payload: vault,
      });
      expect(on.statusCode, on.body).toBe(201);
      const ids: string[] = [];
      while (ids.length < N) {
        const items = Array.from({ length: Math.min(50, N - ids.length) }, () => ({
          id: randomBytes(32).toString('hex'),
          iv: b64(12),
          ct: b64(20),
        }));
        await post(u, '/api/cloud-history/items', { items });
        ids.push(...items.map((i) => i.id));
      }
      return { url: '/api/cloud-history/items', cookie: u.cookie, ids };
    },
    page: (body, url) => {
      const b = body as { items: { id: string }[]; next: number; more: boolean };
      const next = new URL(url, 'http://x');
      next.searchParams.set('since', String(b.next));
      return { rows: b.items, next: b.more ? next.pathname + next.search : null };
    },
  },
};

function byOffset(field: string) {
  return (body: unknown, url: string): Page => {
    const b = body as Record<string, unknown> & { total: number; limit: number; offset: number };
    const next = new URL(url, 'http://x');
    next.searchParams.set('offset', String(b.offset + b.limit));
    return {
      rows: b[field] as { id: string }[],
      next: b.offset + b.limit < b.total ? next.pathname + next.search : null,
    };
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('list routes', () => {
  it('are found in the contract, and each declares a bounded page and has a case here', () => {
    expect(listRoutes.length).toBeGreaterThan(10);
    const unpaged = listRoutes
      .filter((r) => !NOT_LISTS.has(keyOf(r)))
      .filter((r) => {
        const query = r.query;
        if (!(query instanceof z.ZodObject)) return true;
        const shape = query.shape as Record<string, z.ZodType>;
        const limit = shape.limit;
        const bounded = !!limit && !limit.safeParse(String(PAGE_SIZE_MAX + 1)).success && limit.safeParse('1').success;
        return !bounded || !['cursor', 'offset', 'since'].some((k) => k in shape);
      })
      .map(keyOf);
    expect(unpaged).toEqual([]);
    const uncovered = listRoutes.map(keyOf).filter((k) => !NOT_LISTS.has(k) && !CASES[k]);
    expect(uncovered).toEqual([]);
  });

  for (const [key, c] of Object.entries(CASES)) {
    it(`${key}: at most a page per answer, and the pages hold every row once`, async () => {
      const { url, cookie, ids } = await c.seed();
      expect(ids.length).toBeGreaterThan(PAGE_SIZE_MAX);
      const get = (u: string) => t.app.inject({ url: u, headers: { cookie } });
      const pageOf = c.page ?? byLink();
      const sep = url.includes('?') ? '&' : '?';

      const first = await get(url);
      expect(first.statusCode, first.body).toBe(200);
      expect(
        pageOf(first.json(), url, (first.headers.link as string | undefined) ?? null).rows.length,
      ).toBeLessThanOrEqual(PAGE_SIZE_MAX);
      const tooMany = await get(`${url}${sep}limit=${PAGE_SIZE_MAX + 1}`);
      expect([tooMany.statusCode, tooMany.json<{ error: { code: string } }>().error.code]).toEqual([
        400,
        'validation_failed',
      ]);

      const seen: string[] = [];
      let next: string | null = `${url}${sep}limit=${Math.min(PAGE_SIZE_MAX, 100)}`;
      while (next !== null) {
        const res = await get(next);
        expect(res.statusCode, res.body).toBe(200);
        const page = pageOf(res.json(), next, (res.headers.link as string | undefined) ?? null);
        expect(page.rows.length).toBeLessThanOrEqual(PAGE_SIZE_MAX);
        seen.push(...page.rows.map((r) => r.id));
        next = page.next;
      }
      expect(seen.length).toBe(new Set(seen).size);
      expect([...seen].sort()).toEqual([...ids].sort());
    });
  }
});
