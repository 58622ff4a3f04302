import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, register, type Registered } from '../test/auth-helpers.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

/** Extract, analyze and template suggestions: what each sends, accepts and answers. */

const KEY = fakeKey();
const EMAIL =
  'From: Priya <priya@example.test>\nPlease send the Q3 report to Tom by Friday 14 March. Call me on +44 20 7946 0000.';

let fake: FakeProvider;
let t: TestApp;
let u: Registered;
beforeAll(async () => {
  fake = await startFakeProvider();
  t = await createTestApp({ AI_BASE_URL: fake.baseUrl });
  u = await register(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Sent = { model: string; response_format: unknown; messages: { role: string; content: string }[] };

async function call(url: string, payload: object, answer?: string | string[], cookie: string | null = u.cookie) {
  if (answer !== undefined) fake.setScenario('json', { json: answer });
  const before = fake.requests.length;
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? authed(cookie) : JSON_HEADERS), 'x-api-key': KEY },
    payload,
  });
  const sent = fake.requests.slice(before).map((r) => r.body as Sent);
  return { res, sent };
}

describe('POST /api/email/extract', () => {
  const cases = [
    [
      'action_items',
      { data: [{ task: 'Send the Q3 report to Tom', owner: null, due: '2025-03-14' }] },
      [{ task: 'Send the Q3 report to Tom', due: '2025-03-14' }],
    ],
    ['dates', { data: [{ date: '2025-03-14', description: 'Q3 report due' }] }, undefined],
    [
      'contacts',
      { data: [{ name: 'Priya', email: 'priya@example.test', phone: '+44 20 7946 0000', role: null }] },
      [{ name: 'Priya', email: 'priya@example.test', phone: '+44 20 7946 0000' }],
    ],
    ['key_points', { data: ['The Q3 report is due on Friday'] }, undefined],
    [
      'sentiment',
      { data: { label: 'Neutral', score: 0.55, rationale: 'A plain request.' } },
      { label: 'neutral', score: 0.55, rationale: 'A plain request.' },
    ],
  ] as const;

  for (const [infoType, answer, expected] of cases) {
    it(`extracts ${infoType}`, async () => {
      const { res, sent } = await call('/api/email/extract', { emailContent: EMAIL, infoType }, JSON.stringify(answer));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ infoType, data: expected ?? answer.data });
      expect(sent).toHaveLength(1);
      expect(sent[0]!.response_format).toEqual({ type: 'json_object' });
      expect(sent[0]!.model).toBe('gpt-4o');
      expect(sent[0]!.messages[1]!.content).toContain(`<email>\n${EMAIL}\n</email>`);
    });
  }

  it('defaults to key_points and validates with the standard message', async () => {
    const { res, sent } = await call('/api/email/extract', { emailContent: EMAIL }, '{"data": ["One point"]}');
    expect(res.json()).toEqual({ infoType: 'key_points', data: ['One point'] });
    expect(sent[0]!.messages[1]!.content).toMatch(/key points/);
    for (const payload of [{}, { emailContent: '  ' }]) {
      const bad = await call('/api/email/extract', payload);
      expect(bad.res.statusCode).toBe(400);
      expect(bad.res.json().error.message).toBe('Please provide email content to analyze');
      expect(bad.sent).toHaveLength(0);
    }
    const long = await call('/api/email/extract', { emailContent: 'x'.repeat(20_001) });
    expect(long.res.json().error.message).toBe('The text is too long (at most 20,000 characters)');
    expect((await call('/api/email/extract', { emailContent: EMAIL, infoType: 'gossip' })).res.statusCode).toBe(400);
    expect((await call('/api/email/extract', { emailContent: EMAIL }, undefined, null)).res.statusCode).toBe(401);
  });

  it('retries a wrong shape for the type (a list where an object is due), then gives a clear 502', async () => {
    const { res, sent } = await call('/api/email/extract', { emailContent: EMAIL, infoType: 'sentiment' }, [
      '{"data": ["positive"]}',
      '{"data": {"label": "elated", "score": 3}}',
    ]);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.messages.at(-1)!.content).toMatch(/did not match the required shape/);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('provider_bad_answer');
  });
});

describe('POST /api/email/analyze', () => {
  const analysis = {
    summary: 'Asks Tom for the Q3 report by Friday.',
    tone: 'direct',
    sentiment: 0.5,
    clarity: 0.9,
    suggestions: ['Say which Friday'],
  };

  it('analyses the draft, leaving risks out when there are none', async () => {
    const { res, sent } = await call(
      '/api/email/analyze',
      { content: EMAIL },
      JSON.stringify({ ...analysis, risks: [] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ analysis });
    expect(sent[0]!.messages[1]!.content).toContain(`<draft>\n${EMAIL}\n</draft>`);
    const risky = await call(
      '/api/email/analyze',
      { content: EMAIL },
      JSON.stringify({ ...analysis, risks: ['Shares a phone number'] }),
    );
    expect(risky.res.json().analysis.risks).toEqual(['Shares a phone number']);
  });

  it('validates the content and the answer', async () => {
    const empty = await call('/api/email/analyze', { content: '' });
    expect(empty.res.json().error.message).toBe('Please provide email content to analyze');
    // A score the model wrote as a word is left out; the rest of the analysis is still the user's.
    const word = await call('/api/email/analyze', { content: EMAIL }, JSON.stringify({ ...analysis, clarity: 'high' }));
    expect(word.sent).toHaveLength(1);
    expect(word.res.statusCode).toBe(200);
    const { clarity: _clarity, ...withoutClarity } = analysis;
    expect(word.res.json()).toEqual({ analysis: withoutClarity });
    const nothing = await call('/api/email/analyze', { content: EMAIL }, JSON.stringify({ clarity: 'high' }));
    expect(nothing.sent).toHaveLength(2);
    expect(nothing.res.statusCode).toBe(502);
  });
});

describe('POST /api/email/templates/suggest', () => {
  const template = (name: string, body: string) => ({
    name,
    subject: 'Welcome to {{Company Name}}',
    body,
    variables: ['x'],
  });

  it('answers 2 to 4 templates whose variables are the {{snake_case}} placeholders they use', async () => {
    const answer = {
      templates: [
        template('Warm welcome', 'Hi {{first_name}},\n\nWelcome aboard!\n\n{{sender_name}}'),
        template('Formal welcome', 'Dear {{ title }} {{lastName}},\n\n{{sender_name}}'),
        template('Short', 'Hi {{first_name}}'),
        template('Fourth', 'Hello'),
        template('Fifth', 'Too many'),
      ],
    };
    const { res, sent } = await call(
      '/api/email/templates/suggest',
      { category: 'Onboarding', context: 'Welcome new customers' },
      JSON.stringify(answer),
    );
    expect(res.statusCode).toBe(200);
    const { templates } = res.json();
    expect(templates).toHaveLength(4);
    expect(templates[0]).toEqual({
      name: 'Warm welcome',
      subject: 'Welcome to {{company_name}}',
      body: 'Hi {{first_name}},\n\nWelcome aboard!\n\n{{sender_name}}',
      variables: ['company_name', 'first_name', 'sender_name'],
    });
    expect(templates[1].body).toBe('Dear {{title}} {{last_name}},\n\n{{sender_name}}');
    expect(templates[1].variables).toEqual(['company_name', 'title', 'last_name', 'sender_name']);
    const prompt = sent[0]!.messages[1]!.content;
    expect(prompt).toContain('Category: Onboarding');
    expect(prompt).toContain('<context>\nWelcome new customers\n</context>');
    // Suggestions are not saved until the user saves one.
    const saved = await t.app.inject({ url: '/api/email/templates', headers: { cookie: u.cookie } });
    expect(saved.json()).toEqual([]);
  });

  it('requires both category and context', async () => {
    for (const payload of [{}, { category: 'Sales' }, { context: 'Follow up' }, { category: ' ', context: 'x' }]) {
      const { res, sent } = await call('/api/email/templates/suggest', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please provide both category and context');
      expect(sent).toHaveLength(0);
    }
  });

  it('keeps one template where two were asked, without a retry', async () => {
    const one = JSON.stringify({ templates: [template('Only', 'Hi')] });
    const two = JSON.stringify({ templates: [template('A', 'Hi'), template('B', 'Hello')] });
    const { res, sent } = await call('/api/email/templates/suggest', { category: 'Sales', context: 'x' }, [one, two]);
    expect(sent).toHaveLength(1);
    expect(res.statusCode).toBe(200);
    expect(res.json().templates.map((x: { name: string }) => x.name)).toEqual(['Only']);
  });
});
