import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../common/agents/catalogue.js';
import { STARTER_AGENT_IDS } from '../../common/entitlements.js';
import { registerOnPlan } from '../test/auth-helpers.js';
import { AgentCatalogueSchema } from '../../common/schemas/agent.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('GET /api/agents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the catalogue: the library roster, 5 categories and the email assistant apart', async () => {
    const res = await t.app.inject('/api/agents');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const catalogue = AgentCatalogueSchema.parse(res.json());
    // The copy once said "23" but the roster lists 24 ids (5+4+5+5+5); all are kept (decision 005).
    expect(catalogue.agents).toHaveLength(24);
    expect(catalogue.agents.map((a) => a.id)).toEqual(AGENTS.map((a) => a.id));
    expect(catalogue.categories.map((c) => c.title)).toEqual([
      'Creative',
      'Productivity',
      'Education',
      'Business',
      'Technical',
    ]);
    expect(catalogue.emailAssistant.id).toBe('ai-email-assistant');
    expect(catalogue.agents.map((a) => a.id)).not.toContain('ai-email-assistant');
  });

  it('carries no system prompt: those are what a plan buys', async () => {
    const res = await t.app.inject('/api/agents');
    expect(res.body).not.toContain('systemPrompt');
    for (const agent of AGENTS) expect(res.body).not.toContain(agent.systemPrompt.slice(0, 120));
  });
});

describe('GET /api/agents/:agentId/prompt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const prompt = (agentId: string, cookie?: string) =>
    t.app.inject({ url: `/api/agents/${agentId}/prompt`, headers: cookie ? { cookie } : {} });

  it('answers the prompt of each starter agent to a Free user, and of every agent on Basic', async () => {
    const free = await registerOnPlan(t.app, 'free');
    for (const id of STARTER_AGENT_IDS) {
      const res = await prompt(id, free.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ agentId: id, systemPrompt: AGENTS.find((a) => a.id === id)!.systemPrompt });
      expect(res.headers['cache-control']).toMatch(/private/);
    }
    const gated = await prompt('ai-tutor', free.cookie);
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toEqual({
      error: {
        code: 'plan_required',
        message: 'The full agent library is part of the Basic plan. Upgrade to Basic to use this agent.',
      },
    });
    const basic = await registerOnPlan(t.app, 'basic');
    for (const agent of AGENTS) expect((await prompt(agent.id, basic.cookie)).statusCode).toBe(200);
  });

  it('needs a session, and answers 404 for an id outside the library (the email assistant included)', async () => {
    expect((await prompt('ai-writing-assistant')).statusCode).toBe(401);
    const pro = await registerOnPlan(t.app, 'pro');
    for (const id of ['ai-nobody', 'ai-email-assistant']) {
      const res = await prompt(id, pro.cookie);
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'agent_not_found']);
    }
  });
});
