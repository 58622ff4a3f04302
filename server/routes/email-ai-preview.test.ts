import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, register } from '../test/auth-helpers.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';
import { EMAIL_AI_LIMIT } from './email-ai.js';

/**
 * POST /api/email/preview shows the request an email AI call would send: the same body the call
 * then really sends, the key masked, nothing spent, nothing saved.
 */

const KEY = fakeKey();
let provider: FakeProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startFakeProvider();
  t = await createTestApp({ AI_BASE_URL: provider.baseUrl, AI_MODEL: 'gpt-4o-mini' });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const post = (
  url: string,
  cookie: string | undefined,
  payload: object,
  headers: Record<string, string> = { 'x-api-key': KEY },
) =>
  t.app.inject({ method: 'POST', url, headers: { ...(cookie ? authed(cookie) : JSON_HEADERS), ...headers }, payload });

const ANALYZE = { content: 'Hi team, the launch moves to Friday. Thanks, Ada' };

describe('POST /api/email/preview', () => {
  it('shows the exact request the call then sends, with the key masked, spending nothing', async () => {
    const u = await register(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const before = provider.requests.length;
    const res = await post('/api/email/preview', u.cookie, {
      action: 'compose',
      input: { tone: 'friendly', context: 'Tell Sam that Atlas is on track.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const preview = res.json();
    expect(provider.requests.length).toBe(before);
    expect(res.body).not.toContain(KEY);
    expect(preview.headers.authorization).toMatch(/^Bearer sk-…\w{4}$/);
    expect(preview.url).toBe(`${provider.baseUrl}/chat/completions`);
    expect(preview).toMatchObject({ model: 'gpt-4o-mini', excluded: [], estimatedPromptCostUsd: expect.any(Number) });
    expect(preview.messages[0].content).toContain('Sender name: Ada Lovelace');
    const usage = await t.db.kysely.selectFrom('usage_events').selectAll().where('user_id', '=', u.user.id).execute();
    const drafts = await t.db.kysely.selectFrom('email_drafts').selectAll().where('user_id', '=', u.user.id).execute();
    expect([usage.length, drafts.length]).toEqual([0, 0]);

    // The real call, with the same input: the provider receives what the preview showed.
    provider.setScenario('json', { json: JSON.stringify({ subject: 'Atlas', body: 'On track.', suggestions: [] }) });
    const call = await post('/api/email/compose', u.cookie, {
      tone: 'friendly',
      context: 'Tell Sam that Atlas is on track.',
    });
    expect(call.statusCode).toBe(200);
    const received = provider.requests.at(-1)!;
    expect(received.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(received.body).toEqual({
      model: preview.model,
      messages: [{ role: 'system', content: preview.systemPrompt }, ...preview.messages],
      ...preview.parameters,
    });
  });

  it('asks for answers in the interface language the browser sends, and the call sends the same', async () => {
    const u = await register(t.app);
    const headers = { 'x-api-key': KEY, 'accept-language': 'de' };
    const preview = (await post('/api/email/preview', u.cookie, { action: 'analyze', input: ANALYZE }, headers)).json();
    expect(preview.systemPrompt).toContain('Answer in German');

    const english = (await post('/api/email/preview', u.cookie, { action: 'analyze', input: ANALYZE })).json();
    expect(english.systemPrompt).not.toContain('Answer in');

    provider.setScenario('json', {
      json: JSON.stringify({ sentiment: 'neutral', tone: 'formal', clarity: 80, suggestions: [], keyPoints: [] }),
    });
    await post('/api/email/analyze', u.cookie, ANALYZE, headers);
    const sent = provider.requests.at(-1)!.body as { messages: { content: string }[] };
    expect(sent.messages[0]!.content).toBe(preview.systemPrompt);
  });

  it('builds each action from its own prompt, with the model of the headers', async () => {
    const u = await register(t.app);
    const analyze = await post(
      '/api/email/preview',
      u.cookie,
      { action: 'analyze', input: ANALYZE },
      {
        'x-api-key': KEY,
        'x-ai-model': 'llama3.1:8b',
      },
    );
    expect(analyze.statusCode).toBe(200);
    expect(analyze.json()).toMatchObject({
      model: 'llama3.1:8b',
      parameters: { temperature: 0.2, response_format: { type: 'json_object' } },
      estimatedPromptCostUsd: null,
    });
    expect(analyze.json().messages.at(-1).content).toContain('the launch moves to Friday');
    const extract = await post('/api/email/preview', u.cookie, {
      action: 'extract',
      input: { infoType: 'dates', emailContent: 'Meet on 3 March.' },
    });
    expect(extract.json().parameters.temperature).toBe(0.1);
    const templates = await post('/api/email/preview', u.cookie, {
      action: 'suggestTemplates',
      input: { category: 'Follow-up', context: 'After a sales call' },
    });
    expect(templates.statusCode).toBe(200);
    expect(templates.json().systemPrompt).not.toBe('');
  });

  it('refuses what the call refuses: no session, no key, bad input', async () => {
    expect((await post('/api/email/preview', undefined, { action: 'analyze', input: ANALYZE })).statusCode).toBe(401);
    const u = await register(t.app);
    const noKey = await post('/api/email/preview', u.cookie, { action: 'analyze', input: ANALYZE }, {});
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('api_key_required');
    const blank = await post('/api/email/preview', u.cookie, { action: 'analyze', input: { content: '   ' } });
    expect(blank.statusCode).toBe(400);
    const unknown = await post('/api/email/preview', u.cookie, { action: 'send', input: ANALYZE });
    expect(unknown.statusCode).toBe(400);
  });

  it('shares the AI calls’ rate limit', async () => {
    const u = await register(t.app);
    for (let i = 0; i < EMAIL_AI_LIMIT.max; i++) {
      expect((await post('/api/email/preview', u.cookie, { action: 'analyze', input: ANALYZE })).statusCode).toBe(200);
    }
    const over = await post('/api/email/analyze', u.cookie, ANALYZE);
    expect(over.statusCode).toBe(429);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json<{ paths: Record<string, { post?: unknown }> }>();
    expect(doc.paths['/api/email/preview']?.post).toBeDefined();
  });
});
