import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRequiredMessage } from '../../common/entitlements.js';
import { CUSTOM_AGENT_LIMIT, CUSTOM_AGENT_MESSAGES } from '../../common/custom-agent-constants.js';
import { authed, authedNoBody, registerOnPlan, setPlan, type Registered } from '../test/auth-helpers.js';
import { importCustomAgents } from '../services/custom-agents.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The user's own agents: each user's own (another user's agent is a 404, never a 403), created,
 * edited and imported on Basic and above, validated in the one error shape, capped per account,
 * imported all or nothing, exported in our format and read back without loss. Runs on SQLite, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../common/custom-agent-files/fixtures/${name}`, import.meta.url), 'utf8');
const get = (url: string, u: Registered) => t.app.inject({ url, headers: { cookie: u.cookie } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, u: Registered) =>
  t.app.inject({ method, url, headers: authed(u.cookie), payload });
const del = (url: string, u: Registered) => t.app.inject({ method: 'DELETE', url, headers: authedNoBody(u.cookie) });
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;

const AGENT = {
  name: 'Release Notes Editor',
  description: 'Groups changes under Added, Changed and Fixed',
  category: 'Technical',
  systemPrompt: 'You edit release notes.',
  model: 'gpt-4o-mini',
  temperature: 0.7,
} as const;

describe('/api/custom-agents', () => {
  it('creates, lists, reads, edits and deletes an agent of the signed-in user', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const created = await send('POST', '/api/custom-agents', AGENT, u);
    expect(created.statusCode, created.body).toBe(201);
    const agent = created.json<{ id: string }>();
    expect(agent).toEqual({
      ...AGENT,
      id: expect.stringMatching(/^custom-[0-9a-f-]{36}$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const list = await get('/api/custom-agents', u);
    expect(list.json()).toEqual({ agents: [created.json()], limit: CUSTOM_AGENT_LIMIT });
    expect((await get(`/api/custom-agents/${agent.id}`, u)).json()).toEqual(created.json());

    const edited = await send(
      'PUT',
      `/api/custom-agents/${agent.id}`,
      { ...AGENT, name: '  Notes  ', model: '', temperature: null },
      u,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: agent.id, name: 'Notes', model: null, temperature: null });

    expect((await del(`/api/custom-agents/${agent.id}`, u)).statusCode).toBe(204);
    expect((await get('/api/custom-agents', u)).json()).toEqual({ agents: [], limit: CUSTOM_AGENT_LIMIT });
    const again = await del(`/api/custom-agents/${agent.id}`, u);
    expect([again.statusCode, errorOf(again).code]).toEqual([404, 'custom_agent_not_found']);
  });

  it("refuses another user's agent as not found (404, not 403) for every route", async () => {
    const owner = await registerOnPlan(t.app, 'pro');
    const other = await registerOnPlan(t.app, 'pro');
    const { id } = (await send('POST', '/api/custom-agents', AGENT, owner)).json<{ id: string }>();
    const answers = [
      await get(`/api/custom-agents/${id}`, other),
      await send('PUT', `/api/custom-agents/${id}`, { ...AGENT, name: 'Taken' }, other),
      await del(`/api/custom-agents/${id}`, other),
    ];
    for (const res of answers) {
      expect([res.statusCode, errorOf(res)]).toEqual([
        404,
        { code: 'custom_agent_not_found', message: CUSTOM_AGENT_MESSAGES.notFound },
      ]);
    }
    expect((await get('/api/custom-agents', other)).json<{ agents: unknown[] }>().agents).toEqual([]);
    const exported = await get('/api/custom-agents/export', other);
    expect(exported.json<{ agents: unknown[] }>().agents).toEqual([]);
    // The owner's agent is untouched.
    expect((await get(`/api/custom-agents/${id}`, owner)).json()).toMatchObject({ name: AGENT.name });
    // The account's data export carries the owner's agents, and only theirs.
    const dataOf = async (u: Registered) =>
      (await get('/api/auth/user/export?format=json', u)).json<{ customAgents: { id: string }[] }>().customAgents;
    expect((await dataOf(owner)).map((a) => a.id)).toEqual([id]);
    expect(await dataOf(other)).toEqual([]);
  });

  it("records the usage of a chat with the user's own agent, and refuses another user's", async () => {
    const owner = await registerOnPlan(t.app, 'basic');
    const other = await registerOnPlan(t.app, 'basic');
    const { id } = (await send('POST', '/api/custom-agents', AGENT, owner)).json<{ id: string }>();
    const usage = { agentId: id, promptTokens: 10, completionTokens: 5, model: 'gpt-4o-mini' };
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/usage/events',
      headers: authed(owner.cookie),
      payload: usage,
    });
    expect(recorded.statusCode, recorded.body).toBe(204);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/usage/events',
      headers: authed(other.cookie),
      payload: usage,
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([400, 'unknown_agent']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/api/custom-agents')).statusCode).toBe(401);
  });

  it('gives Free 403 plan_required naming Basic for create, edit and import; list, export and delete stay open', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const { id } = (await send('POST', '/api/custom-agents', AGENT, u)).json<{ id: string }>();
    await setPlan(t.app, u.user.id, 'free');
    const refused = [
      await send('POST', '/api/custom-agents', AGENT, u),
      await send('PUT', `/api/custom-agents/${id}`, AGENT, u),
      await send('POST', '/api/custom-agents/import', { content: fixture('nextchat-mask.json') }, u),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual({ code: 'plan_required', message: planRequiredMessage('custom_agents') });
      expect(errorOf(res).message).toContain('Upgrade to Basic');
    }
    expect((await get('/api/custom-agents', u)).json<{ agents: unknown[] }>().agents).toHaveLength(1);
    expect((await get('/api/custom-agents/export', u)).statusCode).toBe(200);
    expect((await del(`/api/custom-agents/${id}`, u)).statusCode).toBe(204);
  });

  it('answers validation errors in the one error shape, naming the field', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const cases: [object, string][] = [
      [{ ...AGENT, name: '   ' }, 'The name is required'],
      [{ ...AGENT, systemPrompt: '' }, 'The system prompt is required'],
      [{ ...AGENT, temperature: 2.5 }, 'The temperature must be between 0 and 2'],
      [{ ...AGENT, name: 'x'.repeat(81) }, 'The name is too long (at most 80 characters)'],
      [{ ...AGENT, category: 'Cooking' }, 'category'],
      [{ ...AGENT, name: 'a\u0000b' }, 'name: Contains a character that cannot be saved'],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/custom-agents', payload, u);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).code).toBe('validation_failed');
      expect(errorOf(res).message).toContain(message);
    }
    expect((await get('/api/custom-agents', u)).json<{ agents: unknown[] }>().agents).toEqual([]);
  });

  it('keeps any temperature in range exactly, however many digits (found by the route fuzzer)', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    for (const temperature of [0.7, 1.23456789012345, 3.5e-323, 2]) {
      const res = await send('POST', '/api/custom-agents', { ...AGENT, temperature }, u);
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ id: string }>();
      expect((await get(`/api/custom-agents/${id}`, u)).json()).toMatchObject({ temperature });
    }
  });

  it('caps the number of agents per account with a clear message', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const now = Date.now();
    await t.db.kysely
      .insertInto('custom_agents')
      .values(
        Array.from({ length: CUSTOM_AGENT_LIMIT - 1 }, (_, i) => ({
          id: `custom-seed-${u.user.id}-${i}`,
          user_id: u.user.id,
          name: `Agent ${i}`,
          description: '',
          category: 'Business' as const,
          system_prompt: 'Seed',
          model: null,
          temperature: null,
          created_at: now - i,
          updated_at: now - i,
        })),
      )
      .execute();
    const masks = await send('POST', '/api/custom-agents/import', { content: fixture('nextchat-masks.json') }, u);
    expect([masks.statusCode, errorOf(masks)]).toEqual([
      409,
      { code: 'custom_agent_limit', message: CUSTOM_AGENT_MESSAGES.limitWouldBeExceeded(2, 1) },
    ]);
    expect((await send('POST', '/api/custom-agents', AGENT, u)).statusCode).toBe(201);
    const over = await send('POST', '/api/custom-agents', AGENT, u);
    expect([over.statusCode, errorOf(over)]).toEqual([
      409,
      { code: 'custom_agent_limit', message: CUSTOM_AGENT_MESSAGES.limitReached },
    ]);
  });
});

describe('import and export', () => {
  it('imports a NextChat mask, LobeChat agents and an array of masks, in the file order', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const mask = await send('POST', '/api/custom-agents/import', { content: fixture('nextchat-mask.json') }, u);
    expect(mask.statusCode, mask.body).toBe(201);
    expect(mask.json()).toMatchObject({
      format: 'nextchat',
      agents: [{ name: 'Release Notes Editor', model: 'gpt-4o-mini', temperature: 0.3, category: 'Productivity' }],
    });
    const lobe = await send(
      'POST',
      '/api/custom-agents/import',
      { content: fixture('lobechat-settings-export.json') },
      u,
    );
    expect(lobe.json()).toMatchObject({ format: 'lobechat', agents: [{ name: 'Python Tutor', temperature: 0.4 }] });
    await send('POST', '/api/custom-agents/import', { content: fixture('nextchat-masks.json') }, u);
    const names = (await get('/api/custom-agents', u)).json<{ agents: { name: string }[] }>().agents.map((a) => a.name);
    expect(names).toEqual(['Interview Coach', 'SQL Reviewer', 'Python Tutor', 'Release Notes Editor']);
  });

  it('lists a later file above an earlier one even when both came in the same millisecond', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const now = Date.now();
    await importCustomAgents(t.db.kysely, u.user.id, fixture('lobechat-settings-export.json'), now);
    await importCustomAgents(t.db.kysely, u.user.id, fixture('nextchat-masks.json'), now);
    await importCustomAgents(t.db.kysely, u.user.id, fixture('nextchat-mask.json'), now);
    const names = (await get('/api/custom-agents', u)).json<{ agents: { name: string }[] }>().agents.map((a) => a.name);
    expect(names).toEqual(['Release Notes Editor', 'Interview Coach', 'SQL Reviewer', 'Python Tutor']);
  });

  it('refuses a bad file with what is wrong, and imports nothing of it', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    const masks = JSON.parse(fixture('nextchat-masks.json')) as { modelConfig: { temperature: number } }[];
    masks[1]!.modelConfig.temperature = 7;
    const res = await send('POST', '/api/custom-agents/import', { content: JSON.stringify(masks) }, u);
    expect([res.statusCode, errorOf(res)]).toEqual([
      400,
      { code: 'invalid_agent_file', message: 'Agent 2 ("SQL Reviewer"): The temperature must be between 0 and 2' },
    ]);
    const notJson = await send('POST', '/api/custom-agents/import', { content: 'name,prompt\nA,B' }, u);
    expect([notJson.statusCode, errorOf(notJson).code]).toEqual([400, 'invalid_agent_file']);
    expect((await get('/api/custom-agents', u)).json<{ agents: unknown[] }>().agents).toEqual([]);
  });

  it('exports our documented format as a download, and importing it back loses nothing', async () => {
    const u = await registerOnPlan(t.app, 'basic');
    await send('POST', '/api/custom-agents', AGENT, u);
    await send(
      'POST',
      '/api/custom-agents',
      { ...AGENT, name: 'Ünïcode 🚀', description: '', model: null, temperature: 0, category: 'Creative' },
      u,
    );
    const exported = await get('/api/custom-agents/export', u);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="agentops-agents-\d{4}-\d\d-\d\d\.json"$/,
    );
    const file = exported.json<{ format: string; version: number; agents: object[] }>();
    expect(file).toMatchObject({ format: 'agentops.custom-agents', version: 1 });
    // Only the fields a user sets: ids and times are the server's.
    expect(Object.keys(file.agents[0]!).sort()).toEqual(Object.keys(AGENT).sort());

    const other = await registerOnPlan(t.app, 'basic');
    const imported = await send('POST', '/api/custom-agents/import', { content: exported.body }, other);
    expect(imported.statusCode, imported.body).toBe(201);
    const again = (await get('/api/custom-agents/export', other)).json<{ agents: object[] }>();
    expect(again.agents).toEqual(file.agents);
  });
});
