import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../common/agents/catalogue.js';
import { STARTER_AGENT_IDS } from '../../common/entitlements.js';
import { registerOnPlan } from '../test/auth-helpers.js';
import { AgentCatalogueSchema } from '../../common/schemas/agent.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { strongEtag } from '../http/etag.js';

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

describe('GET /api/agents, conditional', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/agents', headers });

  it('tags the catalogue with a strong ETag of its bytes, the same on every request and every instance', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toBe(strongEtag(first.rawPayload));
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await get()).headers.etag).toBe(etag);
    const other = await createTestApp();
    try {
      expect((await other.app.inject('/api/agents')).headers.etag).toBe(etag);
    } finally {
      await other.close();
    }
    expect(first.headers['cache-control']).toBe('public, max-age=300');
  });

  it('is one catalogue in every interface language: same bytes, same ETag, no Vary', async () => {
    const en = await get({ 'accept-language': 'en' });
    const de = await get({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.rawPayload.equals(en.rawPayload)).toBe(true);
    expect(de.headers.etag).toBe(en.headers.etag);
    expect(en.headers.vary).toBeUndefined();
  });

  it('answers 304 with no body and the same ETag when If-None-Match names it', async () => {
    const full = await get();
    const etag = full.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"old", ${etag}`, '*']) {
      const res = await get({ 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, res.statusCode]).toEqual([ifNoneMatch, 304]);
      expect(res.rawPayload).toHaveLength(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(full.headers['cache-control']);
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers['content-length']).toBeUndefined();
      // The security headers are the ones every answer carries.
      expect(res.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers the whole catalogue to an ETag that is not the current one', async () => {
    const full = await get();
    const etag = full.headers.etag as string;
    for (const ifNoneMatch of ['"an-older-build"', `${etag.slice(0, -2)}"`, etag.slice(1, -1)]) {
      const res = await get({ 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, res.statusCode]).toEqual([ifNoneMatch, 200]);
      expect(res.rawPayload.equals(full.rawPayload)).toBe(true);
      expect(res.headers.etag).toBe(etag);
    }
  });

  it('declares the 304 in the OpenAPI document, beside the catalogue schema', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json<{
      paths: Record<string, { get: { responses: Record<string, { description: string; content?: unknown }> } }>;
    }>();
    const responses = document.paths['/api/agents']!.get.responses;
    expect(responses['200']?.content).toHaveProperty(['application/json', 'schema', 'type'], 'object');
    expect(responses['304']).toEqual({
      description: 'Not Modified: the representation If-None-Match names is current',
    });
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
