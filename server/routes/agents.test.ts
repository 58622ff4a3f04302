import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENTS } from '../../common/agents/catalogue.js';
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
});
