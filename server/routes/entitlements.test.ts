import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../common/api/define-route.js';
import { planNameFor, planRequiredMessage, STARTER_AGENT_IDS, type Feature } from '../../common/entitlements.js';
import { AGENT_ROSTER } from '../../common/agents/roster.js';
import type { PlanId } from '../../common/plans.js';
import { runAgent } from '../services/automation-agent.js';
import { authed, authedNoBody, registerOnPlan, setPlan, type Registered } from '../test/auth-helpers.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

/**
 * Every gated route, called by a user of each plan and by an all-access user: allowed, or 403
 * plan_required naming the cheapest plan that includes the feature. The gated routes are found in
 * the server's source (a route that reaches assertFeature or assertAgent, directly or through the
 * functions it calls), so a new gated route fails here until it has a case below. Runs on SQLite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */

type Who = PlanId | 'all-access';
const EVERYONE: readonly Who[] = ['free', 'basic', 'pro', 'all-access'];

/** What a call must answer: allowed (any status but 403), refused for a feature, or a fixed refusal. */
type Outcome = 'allowed' | { feature: Feature } | { status: number; code: string };

interface Subject extends Registered {
  who: Who;
  automationId: string;
  customAgentId: string;
  token: string;
}

interface Answer {
  statusCode: number;
  body: string;
}

interface GatedCase {
  /** The routes this case exercises, as `METHOD /path` of the contract. */
  routes: string[];
  title: string;
  call: (s: Subject) => Promise<Answer>;
  expected: (who: Who) => Outcome;
}

const STARTER = STARTER_AGENT_IDS[0]!;
const GATED_AGENT = 'ai-tutor';
const ADMIN_KEY = fakeKey('ok');
const EMAIL = { name: 'Weekly report', recipientEmail: 'sam@example.test', emailSubject: 'Report', emailBody: 'Hi' };

let t: TestApp;
let fake: FakeProvider;
let address: string;
const subjects = new Map<Who, Subject>();

const CUSTOM_AGENT = {
  name: 'Mine',
  description: '',
  category: 'Business',
  systemPrompt: 'Be brief.',
  model: null,
  temperature: null,
};
const MASK = JSON.stringify({ name: 'Mask', context: [{ role: 'system', content: 'Be brief.' }], modelConfig: {} });
const basicAndUp = (who: Who): Outcome => (who === 'free' ? { feature: 'custom_agents' } : 'allowed');
const cloudHistoryPlans = (who: Who): Outcome => (who === 'free' ? { feature: 'cloud_history' } : 'allowed');
const b64 = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');
const CLOUD_VAULT = { salt: b64(16), iterations: 600_000, keyCheck: { iv: b64(12), ct: b64(40) } };
const CLOUD_ITEM = { id: 'a'.repeat(64), iv: b64(12), ct: b64(100) };

const proOnly =
  (feature: Feature) =>
  (who: Who): Outcome =>
    who === 'pro' || who === 'all-access' ? 'allowed' : { feature };

const send = (method: 'POST' | 'PATCH', url: string, s: Pick<Subject, 'cookie'>, payload: object) =>
  t.app.inject({ method, url, headers: authed(s.cookie), payload });
const bare = (method: 'PATCH' | 'POST', url: string, s: Subject) =>
  t.app.inject({ method, url, headers: authedNoBody(s.cookie) });

/** The relay streams from the provider through the raw socket: a real request, not inject. */
async function relay(s: Subject, agentId: string): Promise<Answer> {
  const res = await fetch(`${address}/api/chat/completions`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: s.cookie },
    body: JSON.stringify({ agentId, messages: [{ role: 'user', content: 'Hello' }] }),
  });
  return { statusCode: res.status, body: await res.text() };
}

const CASES: GatedCase[] = [
  {
    routes: ['POST /api/automations'],
    title: 'create an automation',
    call: (s) => send('POST', '/api/automations', s, EMAIL),
    expected: proOnly('automations'),
  },
  {
    routes: ['PATCH /api/automations/:id'],
    title: 'update an automation',
    call: (s) => send('PATCH', `/api/automations/${s.automationId}`, s, EMAIL),
    expected: proOnly('automations'),
  },
  {
    routes: ['PATCH /api/automations/:id/pause', 'PATCH /api/automations/:id/stop'],
    title: 'pause and stop stay open, so nobody is locked out of switching things off',
    call: async (s) => {
      const paused = await bare('PATCH', `/api/automations/${s.automationId}/pause`, s);
      return paused.statusCode === 403 ? paused : bare('PATCH', `/api/automations/${s.automationId}/stop`, s);
    },
    expected: () => 'allowed',
  },
  {
    routes: ['PATCH /api/automations/:id/resume'],
    title: 'resume an automation',
    call: async (s) => {
      await t.db.kysely.updateTable('automations').set({ status: 'paused' }).where('id', '=', s.automationId).execute();
      return bare('PATCH', `/api/automations/${s.automationId}/resume`, s);
    },
    expected: proOnly('automations'),
  },
  {
    routes: ['PATCH /api/automations/:id/start'],
    title: 'start an automation',
    call: async (s) => {
      await t.db.kysely
        .updateTable('automations')
        .set({ status: 'stopped' })
        .where('id', '=', s.automationId)
        .execute();
      return bare('PATCH', `/api/automations/${s.automationId}/start`, s);
    },
    expected: proOnly('automations'),
  },
  {
    routes: ['POST /api/automations/:id/execute'],
    title: 'execute an automation now',
    call: (s) => bare('POST', `/api/automations/${s.automationId}/execute`, s),
    expected: proOnly('automations'),
  },
  {
    routes: ['POST /api/automations/dry-run'],
    title: 'dry-run the automation form',
    call: (s) =>
      send('POST', '/api/automations/dry-run', s, {
        ...EMAIL,
        triggerType: 'keyword',
        triggerValue: 'invoice',
        actionType: 'task',
        emailTemplate: 'Follow up {{subject}}',
      }),
    expected: proOnly('automations'),
  },
  {
    routes: ['POST /api/tokens'],
    title: 'create an API token',
    call: (s) => send('POST', '/api/tokens', s, { name: 'CI', scopes: ['read'], expiresInDays: 30 }),
    expected: proOnly('api_access'),
  },
  {
    routes: [],
    title: 'call the API with a bearer token (made while on Pro)',
    call: (s) => t.app.inject({ url: '/api/tasks', headers: { authorization: `Bearer ${s.token}` } }),
    expected: proOnly('api_access'),
  },
  {
    routes: ['GET /api/usage/analytics'],
    title: 'read the analytics',
    call: (s) => t.app.inject({ url: '/api/usage/analytics', headers: { cookie: s.cookie } }),
    expected: proOnly('analytics'),
  },
  {
    routes: ['GET /api/usage/analytics/export'],
    title: 'export the analytics as CSV',
    call: (s) => t.app.inject({ url: '/api/usage/analytics/export', headers: { cookie: s.cookie } }),
    expected: proOnly('analytics'),
  },
  {
    routes: ['POST /api/custom-agents'],
    title: 'create a custom agent',
    call: (s) => send('POST', '/api/custom-agents', s, CUSTOM_AGENT),
    expected: basicAndUp,
  },
  {
    routes: ['PUT /api/custom-agents/:id'],
    title: 'edit a custom agent',
    call: (s) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/custom-agents/${s.customAgentId}`,
        headers: authed(s.cookie),
        payload: CUSTOM_AGENT,
      }),
    expected: basicAndUp,
  },
  {
    routes: ['POST /api/custom-agents/import'],
    title: 'import a NextChat mask',
    call: (s) => send('POST', '/api/custom-agents/import', s, { content: MASK }),
    expected: basicAndUp,
  },
  {
    routes: ['PUT /api/cloud-history'],
    title: 'turn cloud history on',
    // Each subject turned it on while on Pro: allowed plans meet the 409 "already on", the others the gate first.
    call: (s) =>
      t.app.inject({ method: 'PUT', url: '/api/cloud-history', headers: authed(s.cookie), payload: CLOUD_VAULT }),
    expected: cloudHistoryPlans,
  },
  {
    routes: ['POST /api/cloud-history/items'],
    title: 'store encrypted conversations',
    call: (s) => send('POST', '/api/cloud-history/items', s, { items: [CLOUD_ITEM] }),
    expected: cloudHistoryPlans,
  },
  {
    routes: ['GET /api/agents/:agentId/prompt'],
    title: 'read a starter agent’s system prompt',
    call: (s) => t.app.inject({ url: `/api/agents/${STARTER}/prompt`, headers: { cookie: s.cookie } }),
    expected: () => 'allowed',
  },
  {
    routes: ['GET /api/agents/:agentId/prompt'],
    title: 'read a gated agent’s system prompt',
    call: (s) => t.app.inject({ url: `/api/agents/${GATED_AGENT}/prompt`, headers: { cookie: s.cookie } }),
    expected: (who) => (who === 'free' ? { feature: 'full_library' } : 'allowed'),
  },
  {
    routes: ['GET /api/agents/:agentId/prompt'],
    title: 'an unknown agent is a 404 on every plan (the answer never tells which ids are gated)',
    call: (s) => t.app.inject({ url: '/api/agents/ai-nobody/prompt', headers: { cookie: s.cookie } }),
    expected: () => ({ status: 404, code: 'agent_not_found' }),
  },
  {
    routes: ['POST /api/chat/completions'],
    title: 'chat with a gated agent through the server’s key (all access only)',
    call: (s) => relay(s, GATED_AGENT),
    expected: (who) => (who === 'all-access' ? 'allowed' : { status: 403, code: 'not_all_access' }),
  },
];

beforeAll(async () => {
  fake = await startFakeProvider({ reply: 'Hello from the provider' });
  t = await createTestApp({ AI_BASE_URL: fake.baseUrl, ADMIN_PROVIDER_KEY: ADMIN_KEY });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const who of EVERYONE) {
    // Each subject owns an automation and a token, made while on Pro, then moves to its plan.
    const u = await registerOnPlan(t.app, 'pro');
    const automation = await send('POST', '/api/automations', u, EMAIL);
    expect(automation.statusCode, automation.body).toBe(201);
    const token = await send('POST', '/api/tokens', u, { name: 'Seed', scopes: ['read'], expiresInDays: 30 });
    expect(token.statusCode, token.body).toBe(201);
    const customAgent = await send('POST', '/api/custom-agents', u, CUSTOM_AGENT);
    expect(customAgent.statusCode, customAgent.body).toBe(201);
    const vault = await t.app.inject({
      method: 'PUT',
      url: '/api/cloud-history',
      headers: authed(u.cookie),
      payload: CLOUD_VAULT,
    });
    expect(vault.statusCode, vault.body).toBe(201);
    if (who === 'all-access') {
      await setPlan(t.app, u.user.id, 'free');
      await t.db.kysely.updateTable('users').set({ all_access: 1 }).where('id', '=', u.user.id).execute();
    } else {
      await setPlan(t.app, u.user.id, who);
    }
    subjects.set(who, {
      ...u,
      who,
      automationId: automation.json<{ id: string }>().id,
      customAgentId: customAgent.json<{ id: string }>().id,
      token: token.json<{ token: string }>().token,
    });
  }
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('entitlements on every gated route', () => {
  for (const gated of CASES) {
    for (const who of EVERYONE) {
      it(`${gated.title}: ${who}`, async () => {
        const res = await gated.call(subjects.get(who)!);
        const outcome = gated.expected(who);
        const error = () => (JSON.parse(res.body) as { error: { code: string; message: string } }).error;
        if (outcome === 'allowed') {
          expect(res.statusCode, res.body).not.toBe(403);
          expect(res.statusCode, res.body).toBeLessThan(500);
        } else if ('feature' in outcome) {
          expect(res.statusCode, res.body).toBe(403);
          expect(error()).toEqual({ code: 'plan_required', message: planRequiredMessage(outcome.feature) });
          expect(error().message).toContain(`Upgrade to ${planNameFor(outcome.feature)}`);
        } else {
          expect([res.statusCode, error().code]).toEqual([outcome.status, outcome.code]);
        }
      });
    }
  }

  it('names the plan in each refusal word for word', () => {
    expect(planRequiredMessage('automations')).toBe(
      'Email automations are part of the Pro plan. Upgrade to Pro to create and run automations.',
    );
    expect(planRequiredMessage('api_access')).toBe(
      'API access is part of the Pro plan. Upgrade to Pro to use API tokens.',
    );
    expect(planRequiredMessage('custom_agents')).toBe(
      'Your own agents are part of the Basic plan. Upgrade to Basic to create and import your own agents.',
    );
    expect(planRequiredMessage('cloud_history')).toBe(
      'Cloud history is part of the Basic plan. Upgrade to Basic to sync your conversations across browsers.',
    );
    expect(planRequiredMessage('full_library')).toBe(
      'The full agent library is part of the Basic plan. Upgrade to Basic to use this agent.',
    );
  });

  it('serves the prompt only to a plan that includes the agent, and never in the public catalogue', async () => {
    const free = subjects.get('free')!;
    const starter = await t.app.inject({ url: `/api/agents/${STARTER}/prompt`, headers: { cookie: free.cookie } });
    expect(starter.json()).toMatchObject({ agentId: STARTER, systemPrompt: expect.stringContaining('##') });
    const catalogue = await t.app.inject('/api/agents');
    expect(catalogue.body).not.toContain('systemPrompt');
    expect(catalogue.body).not.toContain(starter.json<{ systemPrompt: string }>().systemPrompt.slice(0, 80));
    expect((await t.app.inject(`/api/agents/${STARTER}/prompt`)).statusCode).toBe(401);
  });

  it('runs an automation’s agent only when the plan includes it (checked at each run)', async () => {
    for (const who of EVERYONE) {
      const s = subjects.get(who)!;
      const run = runAgent({ db: t.db.kysely, config: t.app.config }, s.user.id, {
        agentId: GATED_AGENT,
        prompt: 'Hi',
      });
      // Past the plan, the next refusal is the missing stored key: the plan check came first.
      await expect(run).rejects.toMatchObject({ code: who === 'free' ? 'plan_required' : 'agent_key_missing' });
    }
  });
});

/**
 * The routes that reach a gate: every server function is a chunk of source (a top-level function or
 * const, or a route registration); a chunk is gated when it calls assertFeature or assertAgent or a
 * gated function, and a route registration names its contract entry through routeOptions(area.name).
 */
async function gatedRoutesInSource(): Promise<string[]> {
  const server = fileURLToPath(new URL('..', import.meta.url));
  const files = ['routes', 'services'].flatMap((dir) =>
    readdirSync(join(server, dir))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'entitlements.ts')
      .map((f) => join(server, dir, f)),
  );
  // A chunk starts at a top-level function or const, or, inside a route plugin (indented by two),
  // at a route registration or a helper arrow function such as the lifecycle buttons' `move`.
  const topLevel = /^(?:export\s+)?(?:async\s+)?(?:function\s+(\w+)|const\s+(\w+)\s*[=:])/;
  const inPlugin = /^ {2}(?:app\.route\(|const\s+(\w+)\s*=\s*(?:async\s+)?\([^)]*\)?\s*(?::[^=]+)?=>?)/;
  const chunks = files.flatMap((file) => {
    const found: { name: string | null; api: string | null; text: string }[] = [];
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const top = topLevel.exec(line);
      const plugin = file.includes('/routes/') ? inPlugin.exec(line) : null;
      const m = top ? [top[0], top[1] ?? top[2]] : plugin ? [plugin[0], plugin[1]] : null;
      if (m || found.length === 0) found.push({ name: m?.[1] ?? null, api: null, text: '' });
      found[found.length - 1]!.text += `${line}\n`;
    }
    for (const chunk of found) chunk.api = /routeOptions\((\w+\.\w+)\)/.exec(chunk.text)?.[1] ?? null;
    return found;
  });
  const gated = new Set(['assertFeature', 'assertAgent']);
  const calls = (text: string, name: string) => new RegExp(`\\b${name}\\(`).test(text);
  for (let changed = true; changed;) {
    changed = false;
    for (const chunk of chunks) {
      if (chunk.name && !gated.has(chunk.name) && [...gated].some((g) => calls(chunk.text, g))) {
        gated.add(chunk.name);
        changed = true;
      }
    }
  }
  const areas = await import('../../common/api/index.js');
  const byRef = new Map<string, ApiRoute>();
  const modules = readdirSync(fileURLToPath(new URL('../../common/api/', import.meta.url))).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of modules) {
    const mod = (await import(`../../common/api/${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
    for (const [exportName, area] of Object.entries(mod)) {
      if (!area || typeof area !== 'object') continue;
      for (const [key, route] of Object.entries(area as Record<string, ApiRoute>)) {
        if (route && typeof route === 'object' && 'method' in route && areas.API_ROUTES.includes(route)) {
          byRef.set(`${exportName}.${key}`, route);
        }
      }
    }
  }
  return chunks
    .filter((c) => c.api && [...gated].some((g) => calls(c.text, g)))
    .map((c) => {
      const route = byRef.get(c.api!);
      return route ? `${route.method} ${route.path}` : `unknown contract entry ${c.api}`;
    })
    .sort();
}

describe('the list of gated routes', () => {
  it('has a case for every route that reaches an entitlement check', async () => {
    const inSource = await gatedRoutesInSource();
    expect(inSource.length).toBeGreaterThan(5);
    const covered = new Set(CASES.flatMap((c) => c.routes));
    const missing = inSource.filter((route) => !covered.has(route));
    expect(missing, 'add a case for each of these gated routes to server/routes/entitlements.test.ts').toEqual([]);
    // And no case names a route that no longer reaches a gate.
    const stale = [...covered].filter((route) => !inSource.includes(route));
    expect(stale).toEqual([]);
  });

  it('gates the library: the starter agents are roster agents, the rest need the full library', () => {
    const ids = AGENT_ROSTER.map((a) => a.id);
    expect(STARTER_AGENT_IDS.every((id) => ids.includes(id))).toBe(true);
    expect(ids).toContain(GATED_AGENT);
    expect(STARTER_AGENT_IDS).not.toContain(GATED_AGENT);
  });
});
