import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed, register, type Registered } from '../test/auth-helpers.js';
import { fakeKey, startFakeProvider, type FakeProvider } from '../test/fake-provider.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Answers that deviate from the asked shape in ways a user would not mind: the routes keep what is
 * usable, with no retry, and answer 502 (after one retry) only when nothing usable came back.
 */

let fake: FakeProvider;
let t: TestApp;
let u: Registered | undefined;
let usedFrom = 0;
beforeAll(async () => {
  fake = await startFakeProvider();
  t = await createTestApp({ AI_BASE_URL: fake.baseUrl });
});
// Each group has a user of its own: the AI routes allow 30 calls a minute per user.
beforeEach(async () => {
  if (!u || fake.requests.length - usedFrom > 20) {
    u = await register(t.app);
    usedFrom = fake.requests.length;
  }
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function call(url: string, payload: object, answer: string | string[]) {
  fake.setScenario('json', { json: answer });
  const before = fake.requests.length;
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...authed(u!.cookie), 'x-api-key': fakeKey() },
    payload,
  });
  return { res, calls: fake.requests.length - before };
}

const compose = (answer: string | string[], payload: object = { context: 'Tell Sam that Atlas is on track' }) =>
  call('/api/email/compose', payload, answer);
const extract = (infoType: string, answer: string | string[]) =>
  call('/api/email/extract', { emailContent: 'Send the report to Tom by Friday.', infoType }, answer);
const templates = (answer: string | string[]) =>
  call('/api/email/templates/suggest', { category: 'Sales', context: 'Follow up after a demo' }, answer);

const EMAIL = { subject: 'Atlas status', body: 'Hi Sam,\n\nAtlas is on track.\n\nAda', sentiment: 0.8 };

describe('compose keeps a usable email', () => {
  it.each([
    ['one suggestion where two to four were asked', { ...EMAIL, suggestions: ['Name the date'] }, ['Name the date']],
    ['a lone suggestion as text', { ...EMAIL, suggestions: 'Name the date' }, ['Name the date']],
    ['no suggestions', EMAIL, []],
    ['seven suggestions', { ...EMAIL, suggestions: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, ['a', 'b', 'c', 'd']],
    [
      'empty and non-text suggestions',
      { ...EMAIL, suggestions: ['', 'Offer a call', null, 4, {}] },
      ['Offer a call', '4'],
    ],
  ])('%s', async (_label, answer, suggestions) => {
    const { res, calls } = await compose(JSON.stringify(answer));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subject: EMAIL.subject, body: EMAIL.body, suggestions });
    expect(calls).toBe(1);
  });

  it.each([
    ['in a json code fence', `\`\`\`json\n${JSON.stringify(EMAIL)}\n\`\`\``],
    ['in a bare code fence', `\`\`\`\n${JSON.stringify(EMAIL)}\n\`\`\``],
    ['between sentences', `Here is your email:\n${JSON.stringify(EMAIL)}\nLet me know if you want changes.`],
    ['encoded twice', JSON.stringify(JSON.stringify(EMAIL))],
    ['wrapped in an object', JSON.stringify({ email: EMAIL })],
    [
      'with other key names and letter case',
      JSON.stringify({ Subject: EMAIL.subject, Content: EMAIL.body, Sentiment: '80%' }),
    ],
    [
      'with the score under metadata',
      JSON.stringify({ subject: EMAIL.subject, body: EMAIL.body, metadata: { tone: 'formal', sentiment: 0.8 } }),
    ],
    ['with extra fields', JSON.stringify({ ...EMAIL, tone: 'Friendly', wordCount: 12, language: 'en' })],
  ])('an answer %s', async (_label, answer) => {
    const { res, calls } = await compose(answer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subject: EMAIL.subject, body: EMAIL.body, metadata: { sentiment: 0.8 } });
    expect(calls).toBe(1);
  });

  it('leaves an unusable sentiment out rather than inventing one', async () => {
    for (const sentiment of [null, 'upbeat', 7, -0.2]) {
      const { res, calls } = await compose(JSON.stringify({ ...EMAIL, sentiment }));
      expect(res.statusCode, String(sentiment)).toBe(200);
      expect(res.json().metadata).toEqual({ tone: 'professional' });
      expect(calls).toBe(1);
    }
  });

  it("takes the request's subject when the model gave none, and saves the draft with it", async () => {
    const { res } = await compose(JSON.stringify({ body: EMAIL.body }), { context: 'Atlas', subject: 'Atlas update' });
    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toBe('Atlas update');
    const drafts = await t.app.inject({ url: '/api/email/drafts', headers: { cookie: u!.cookie } });
    expect(drafts.json()).toContainEqual(expect.objectContaining({ id: res.json().draftId, subject: 'Atlas update' }));
  });

  it('drops NUL characters, which the database cannot store, and saves the draft', async () => {
    const { res } = await compose(JSON.stringify({ subject: 'Atlas\u0000', body: 'Hi\u0000 Sam' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subject: 'Atlas', body: 'Hi Sam' });
  });

  it('retries once when no body came back, then answers 502 and saves nothing', async () => {
    const fresh = await register(t.app);
    fake.setScenario('json', { json: [JSON.stringify({ subject: 'Hi', suggestions: ['x'] }), '```json\n{}\n```'] });
    const before = fake.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/compose',
      headers: { ...authed(fresh.cookie), 'x-api-key': fakeKey() },
      payload: { context: 'Hello' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'provider_bad_answer',
        message: 'The AI provider returned an answer that could not be understood. Please try again.',
      },
    });
    expect(fake.requests.length - before).toBe(2);
    const drafts = await t.app.inject({ url: '/api/email/drafts', headers: { cookie: fresh.cookie } });
    expect(drafts.json()).toEqual([]);
  });

  it('accepts a good second answer after an unusable first', async () => {
    const { res, calls } = await compose(['I cannot help with that.', JSON.stringify(EMAIL)]);
    expect(res.statusCode).toBe(200);
    expect(calls).toBe(2);
  });
});

describe('extract keeps the usable items', () => {
  it.each([
    [
      'action_items',
      { data: [{ Task: 'Send the report', Owner: 'Tom', dueDate: 'Friday' }, { owner: 'nobody' }, 'Book a room'] },
      [{ task: 'Send the report', owner: 'Tom', due: 'Friday' }, { task: 'Book a room' }],
    ],
    ['action_items', { action_items: [{ task: 'Send the report', due: null }] }, [{ task: 'Send the report' }]],
    ['dates', [{ date: '2025-03-14' }, { description: 'no date' }], [{ date: '2025-03-14', description: '' }]],
    [
      'contacts',
      { data: { Name: 'Priya', phone_number: 442079460000, role: null } },
      [{ name: 'Priya', phone: '442079460000' }],
    ],
    [
      'key_points',
      { key_points: ['The report is due Friday', '', { point: 'Tom receives it' }] },
      ['The report is due Friday', 'Tom receives it'],
    ],
    ['key_points', { data: [] }, []],
    [
      'sentiment',
      { data: { label: 'POSITIVE', score: '0.9', rationale: 'Warm thanks.', extra: 1 } },
      { label: 'positive', score: 0.9, rationale: 'Warm thanks.' },
    ],
    ['sentiment', { sentiment: 'Negative', score: 0.2 }, { label: 'negative', score: 0.2, rationale: '' }],
    [
      'sentiment',
      { data: { score: 0.85, reason: 'Thanks the team.' } },
      { label: 'positive', score: 0.85, rationale: 'Thanks the team.' },
    ],
  ])('%s from %j', async (infoType, answer, data) => {
    const { res, calls } = await extract(infoType, `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ infoType, data });
    expect(calls).toBe(1);
  });

  it.each([
    ['action_items', { data: [{ owner: 'Tom' }, {}] }],
    ['key_points', { summary: 'nothing here' }],
    ['sentiment', { data: { label: 'elated', score: 3 } }],
  ])('%s: 502 after one retry when nothing usable came back (%j)', async (infoType, answer) => {
    const { res, calls } = await extract(infoType, JSON.stringify(answer));
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('provider_bad_answer');
    expect(calls).toBe(2);
  });
});

describe('analyze keeps the usable parts', () => {
  it('with missing scores, a tone list and a lone risk', async () => {
    const answer = {
      Summary: 'Asks Tom for the report.',
      tone: ['direct', 'polite'],
      suggestions: null,
      risks: 'No date given',
    };
    const { res, calls } = await call('/api/email/analyze', { content: 'Send it.' }, JSON.stringify(answer));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      analysis: {
        summary: 'Asks Tom for the report.',
        tone: 'direct, polite',
        suggestions: [],
        risks: ['No date given'],
      },
    });
    expect(calls).toBe(1);
  });
});

describe('template suggestions keep the usable templates', () => {
  const t1 = {
    name: 'Thanks for your time',
    subject: 'Following up on {{product_name}}',
    body: 'Hi {{first_name}},\n\n{{sender_name}}',
  };

  it.each([
    ['one template where two were asked', { templates: [t1] }],
    ['a lone template object', { templates: t1 }],
    ['a bare list', [t1]],
    ['a template without a body next to a good one', { templates: [{ name: 'Empty' }, t1] }],
  ])('%s', async (_label, answer) => {
    const { res, calls } = await templates(JSON.stringify(answer));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      templates: [{ ...t1, variables: ['product_name', 'first_name', 'sender_name'] }],
    });
    expect(calls).toBe(1);
  });

  it('names a template the model left unnamed', async () => {
    const { res } = await templates(
      JSON.stringify({ templates: [{ body: 'Hi' }, { subject: 'Next steps', body: 'Hello' }] }),
    );
    expect(res.json().templates.map((x: { name: string; subject: string }) => [x.name, x.subject])).toEqual([
      ['Sales 1', ''],
      ['Next steps', 'Next steps'],
    ]);
  });

  it('answers 502 after one retry when no template has a body', async () => {
    const { res, calls } = await templates(JSON.stringify({ templates: [{ name: 'A' }, { name: 'B', subject: 'x' }] }));
    expect(res.statusCode).toBe(502);
    expect(calls).toBe(2);
  });
});
