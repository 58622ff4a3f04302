import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ASSISTANT } from '../../common/agents/catalogue.js';
import { authed, register } from '../test/auth-helpers.js';
import { fakeKey, startFakeProvider, type FakeProvider, type RecordedRequest } from '../test/fake-provider.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

/** Compose and the provider settings every AI route shares: key, base URL, model, provider errors. */

const KEY = fakeKey();
const COMPOSED = {
  subject: 'Project Atlas: status update',
  body: 'Hi Sam,\n\nAtlas is on track for the review.\n\nBest regards,\nAda Lovelace',
  sentiment: 0.8,
  suggestions: ['Name the review date', 'Offer a call'],
};

let main: FakeProvider;
let other: FakeProvider;
let t: TestApp;
beforeAll(async () => {
  [main, other] = await Promise.all([startFakeProvider(), startFakeProvider()]);
  t = await createTestApp({ AI_BASE_URL: main.baseUrl, AI_ALLOWED_BASE_URLS: other.baseUrl, AI_MODEL: 'gpt-4o-mini' });
});
afterAll(async () => {
  await t.close();
  await Promise.all([main.close(), other.close()]);
});

type Body = { model: string; response_format: unknown; messages: { role: string; content: string }[] };
const sent = (r: RecordedRequest) => r.body as Body;

function answerWith(json: string | string[], provider = main) {
  provider.setScenario('json', { json });
  return provider.requests.length;
}

const compose = (cookie: string | undefined, payload: object, headers: Record<string, string> = { 'x-api-key': KEY }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/email/compose',
    headers: { ...(cookie ? authed(cookie) : JSON_HEADERS), ...headers },
    payload,
  });

describe('POST /api/email/compose', () => {
  it('generates the email with the user key, saves it as a draft and counts the usage', async () => {
    const u = await register(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const before = answerWith(JSON.stringify(COMPOSED));
    const res = await compose(u.cookie, {
      type: 'reply',
      tone: 'friendly',
      length: 'brief',
      to: 'sam@example.test',
      subject: 'Atlas',
      context: '  Tell Sam that Atlas is on track.  ',
    });
    expect(res.statusCode).toBe(200);
    const email = res.json();
    expect(email).toEqual({
      subject: COMPOSED.subject,
      body: COMPOSED.body,
      metadata: { tone: 'friendly', sentiment: 0.8 },
      suggestions: COMPOSED.suggestions,
      draftId: expect.any(String),
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const calls = main.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/v1/chat/completions');
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = sent(calls[0]!);
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toMatch(/Never invent facts/);
    const prompt = body.messages[1]!.content;
    expect(prompt).toContain('<context>\nTell Sam that Atlas is on track.\n</context>');
    expect(prompt).toMatch(/Type: a reply/);
    expect(prompt).toMatch(/Tone: friendly/);
    expect(prompt).toMatch(/Length: brief/);
    expect(prompt).toContain('Subject guidance: Atlas');
    expect(prompt).toContain('Sender name: Ada Lovelace');

    const drafts = await t.app.inject({ url: '/api/email/drafts', headers: { cookie: u.cookie } });
    expect(drafts.json()).toEqual([
      expect.objectContaining({
        id: email.draftId,
        type: 'reply',
        to: 'sam@example.test',
        subject: COMPOSED.subject,
        body: COMPOSED.body,
        status: 'draft',
        aiGeneratedMetadata: { tone: 'friendly' },
      }),
    ]);
    const usage = await t.db.kysely.selectFrom('usage_events').selectAll().where('user_id', '=', u.user.id).execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]!.agent_id).toBe(EMAIL_ASSISTANT.id);
    expect(usage[0]!.prompt_tokens).toBeGreaterThan(0);
  });

  it('applies the defaults and asks for a [Your Name] sign-off when the sender has no name', async () => {
    const u = await register(t.app);
    // OpenID accounts may come without a name.
    await t.db.kysely
      .updateTable('users')
      .set({ first_name: null, last_name: null })
      .where('id', '=', u.user.id)
      .execute();
    const before = answerWith(JSON.stringify(COMPOSED));
    const res = await compose(u.cookie, { context: 'Ask for the invoice' });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.tone).toBe('professional');
    const prompt = sent(main.requests[before]!).messages[1]!.content;
    expect(prompt).toMatch(/Type: a new email/);
    expect(prompt).toMatch(/Tone: professional/);
    expect(prompt).toMatch(/Length: medium/);
    expect(prompt).toContain('[Your Name]');
  });

  it('validates the form with the standard messages, before any provider call', async () => {
    const u = await register(t.app);
    const before = main.requests.length;
    for (const payload of [{}, { context: '' }, { context: '   \n ' }]) {
      const res = await compose(u.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please provide context for the email');
    }
    const long = await compose(u.cookie, { context: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The text is too long (at most 20,000 characters)');
    expect((await compose(u.cookie, { context: 'x'.repeat(20_000) }, {})).json().error.message).toBe(
      'A valid provider API key is required',
    );
    expect((await compose(u.cookie, { context: 'hi', tone: 'angry' })).statusCode).toBe(400);
    expect((await compose(u.cookie, { context: 'hi', type: 'spam' })).statusCode).toBe(400);
    expect(main.requests.length).toBe(before);
  });

  it('refuses signed-out callers', async () => {
    expect((await compose(undefined, { context: 'hello' })).statusCode).toBe(401);
  });

  it('retries an unusable answer once with the reason, then accepts a good one', async () => {
    const u = await register(t.app);
    const before = answerWith(['Sure! Here is your email: Subject...', JSON.stringify(COMPOSED)]);
    const res = await compose(u.cookie, { context: 'Status update' });
    expect(res.statusCode).toBe(200);
    const calls = main.requests.slice(before);
    expect(calls).toHaveLength(2);
    const retry = sent(calls[1]!).messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Sure! Here is your email: Subject...' });
    expect(retry.at(-1)!.content).toMatch(/not valid JSON/);
  });

  it('answers a clear 502 after two unusable answers, and saves nothing', async () => {
    const u = await register(t.app);
    const before = answerWith(['{"subject": "Hi"}', '{"subject": "Hi", "body": ""}']);
    const res = await compose(u.cookie, { context: 'Status update' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'provider_bad_answer',
      message: 'The AI provider returned an answer that could not be understood. Please try again.',
    });
    expect(main.requests.length - before).toBe(2);
    const drafts = await t.app.inject({ url: '/api/email/drafts', headers: { cookie: u.cookie } });
    expect(drafts.json()).toEqual([]);
  });
});

describe('provider settings of the AI routes', () => {
  it('uses x-ai-model and an allowed x-ai-base-url', async () => {
    const u = await register(t.app);
    const mainBefore = main.requests.length;
    const before = answerWith(JSON.stringify(COMPOSED), other);
    const res = await compose(
      u.cookie,
      { context: 'Hello' },
      { 'x-api-key': KEY, 'x-ai-base-url': `${other.baseUrl}/`, 'x-ai-model': 'gpt-4.1-mini' },
    );
    expect(res.statusCode).toBe(200);
    expect(main.requests.length).toBe(mainBefore);
    const call = other.requests[before]!;
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent(call).model).toBe('gpt-4.1-mini');
  });

  it('refuses a base URL that is not allowed without calling anything', async () => {
    const u = await register(t.app);
    const counts = [main.requests.length, other.requests.length];
    for (const url of [
      'http://169.254.169.254/latest',
      'https://evil.example/v1',
      `${main.baseUrl}?x=1`,
      'file:///etc',
      // Loopback ports the operator did not list: the server's own machine, not the user's.
      'http://127.0.0.1:5432/v1',
      'http://localhost:3000/api',
      // A built-in provider, left out because this operator listed their own.
      'https://api.groq.com/openai/v1',
    ]) {
      const res = await compose(u.cookie, { context: 'Hello' }, { 'x-api-key': KEY, 'x-ai-base-url': url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toEqual({
        code: 'provider_not_allowed',
        message:
          'This provider address is not allowed on this server. Choose one of the allowed providers, or ask the administrator to add it.',
      });
    }
    expect([main.requests.length, other.requests.length]).toEqual(counts);
  });

  it('requires a well-formed key and model name', async () => {
    const u = await register(t.app);
    const before = main.requests.length;
    for (const key of ['', 'sk-short', 'pk-0123456789abcdefghijkl', '   ']) {
      const res = await compose(u.cookie, { context: 'Hello' }, key ? { 'x-api-key': key } : {});
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'api_key_required', message: 'A valid provider API key is required' });
    }
    const model = await compose(u.cookie, { context: 'Hello' }, { 'x-api-key': KEY, 'x-ai-model': 'gpt 4o; drop' });
    expect(model.json().error.message).toBe('The model name is not valid');
    expect(main.requests.length).toBe(before);
  });

  it("maps the provider's 401, 429 and insufficient_quota, without echoing the key", async () => {
    const u = await register(t.app);
    const cases = [
      ['unauthorized', 401, 'provider_invalid_key', 'Invalid API key. Please check your API key.'],
      ['rate_limited', 429, 'provider_rate_limited', 'Rate limit exceeded. Please try again later.'],
      ['insufficient_quota', 402, 'insufficient_quota', 'Insufficient quota. Please check your provider account.'],
    ] as const;
    for (const [scenario, status, code, message] of cases) {
      const key = fakeKey(scenario);
      const res = await compose(u.cookie, { context: 'Hello' }, { 'x-api-key': key });
      expect(res.statusCode, scenario).toBe(status);
      expect(res.json().error).toEqual({ code, message });
      expect(res.body).not.toContain(key.slice(-8));
    }
    const drafts = await t.app.inject({ url: '/api/email/drafts', headers: { cookie: u.cookie } });
    expect(drafts.json()).toEqual([]);
  });

  it('limits each user to 30 AI calls a minute, shared by the four routes', async () => {
    const u = await register(t.app);
    const urls = ['/api/email/compose', '/api/email/extract', '/api/email/analyze', '/api/email/templates/suggest'];
    const payload = { context: 'x', emailContent: 'x', content: 'x', category: 'x' };
    // Without a key each call stops before the provider, but still counts.
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({ method: 'POST', url: urls[i % 4]!, headers: authed(u.cookie), payload });
      expect(res.statusCode).toBe(400);
    }
    const res = await compose(u.cookie, { context: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Too many AI requests. Please wait a minute and try again.');
    // Another user has a budget of their own.
    const v = await register(t.app);
    answerWith(JSON.stringify(COMPOSED));
    expect((await compose(v.cookie, { context: 'mine' })).statusCode).toBe(200);
  });
});
