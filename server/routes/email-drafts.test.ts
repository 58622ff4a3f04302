import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, authedNoBody, register } from '../test/auth-helpers.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

/** The stored side of the email assistant: drafts and saved templates, each user's own. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? authed(cookie) : JSON_HEADERS, payload });
const del = (url: string, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url, headers: cookie ? authedNoBody(cookie) : authedNoBody('') });

describe('/api/email/drafts', () => {
  it('saves, lists newest first and deletes a draft', async () => {
    const u = await register(t.app);
    const first = await post(
      '/api/email/drafts',
      { type: 'draft', to: 'a@example.test', subject: 'One', body: 'First body' },
      u.cookie,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      type: 'draft',
      to: 'a@example.test',
      cc: null,
      bcc: null,
      subject: 'One',
      body: 'First body',
      status: 'draft',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      aiGeneratedMetadata: null,
    });
    await new Promise((r) => setTimeout(r, 5));
    const second = await post(
      '/api/email/drafts',
      { type: 'reply', to: '', subject: '', body: 'Second', tone: 'casual' },
      u.cookie,
    );
    expect(second.json().aiGeneratedMetadata).toEqual({ tone: 'casual' });

    const list = await get('/api/email/drafts', u.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().map((d: { id: string }) => d.id)).toEqual([second.json().id, first.json().id]);

    expect((await del(`/api/email/drafts/${first.json().id}`, u.cookie)).statusCode).toBe(204);
    expect((await del(`/api/email/drafts/${first.json().id}`, u.cookie)).statusCode).toBe(404);
    expect((await get('/api/email/drafts', u.cookie)).json()).toHaveLength(1);
  });

  it('refuses an empty body and bad fields with clear messages', async () => {
    const u = await register(t.app);
    for (const body of [undefined, '', '  \n']) {
      const res = await post(
        '/api/email/drafts',
        { type: 'draft', to: 'a@example.test', subject: 'S', body },
        u.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Please provide the email body to save');
    }
    expect((await post('/api/email/drafts', { body: 'x'.repeat(20_001) }, u.cookie)).statusCode).toBe(400);
    expect((await post('/api/email/drafts', { body: 'x', tone: 'rude' }, u.cookie)).statusCode).toBe(400);
    expect((await get('/api/email/drafts', u.cookie)).json()).toEqual([]);
  });

  it("keeps each user's drafts their own", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const draft = (await post('/api/email/drafts', { body: 'Private to A' }, a.cookie)).json();
    expect((await get('/api/email/drafts', b.cookie)).json()).toEqual([]);
    const res = await del(`/api/email/drafts/${draft.id}`, b.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Draft not found');
    expect((await get('/api/email/drafts', a.cookie)).json()).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await get('/api/email/drafts')).statusCode).toBe(401);
    expect((await post('/api/email/drafts', { body: 'x' })).statusCode).toBe(401);
    expect((await del('/api/email/drafts/anything')).statusCode).toBe(401);
  });
});

describe('/api/email/templates', () => {
  const welcome = {
    name: 'Welcome',
    category: 'Onboarding',
    subject: 'Hi {{First Name}}',
    body: 'Welcome to {{company}}',
  };

  it('saves with its variables, lists and deletes a template', async () => {
    const u = await register(t.app);
    const res = await post('/api/email/templates', { ...welcome, variables: ['sender_name'] }, u.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Welcome',
      category: 'Onboarding',
      subject: 'Hi {{first_name}}',
      body: 'Welcome to {{company}}',
      variables: ['first_name', 'company', 'sender_name'],
      createdAt: expect.any(String),
    });
    const list = await get('/api/email/templates', u.cookie);
    expect(list.json()).toEqual([res.json()]);
    expect((await del(`/api/email/templates/${res.json().id}`, u.cookie)).statusCode).toBe(204);
    expect((await get('/api/email/templates', u.cookie)).json()).toEqual([]);
  });

  it('validates the fields', async () => {
    const u = await register(t.app);
    const cases: [object, string][] = [
      [{ ...welcome, name: ' ' }, 'Please provide a template name'],
      [{ ...welcome, category: undefined }, 'Please provide a template category'],
      [{ ...welcome, body: '' }, 'Please provide the template body'],
      [{ ...welcome, variables: ['First Name'] }, 'Template variables must be snake_case names'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/email/templates', payload, u.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it("keeps each user's templates their own", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const saved = (await post('/api/email/templates', welcome, a.cookie)).json();
    expect((await get('/api/email/templates', b.cookie)).json()).toEqual([]);
    const res = await del(`/api/email/templates/${saved.id}`, b.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Template not found');
    expect((await get('/api/email/templates', a.cookie)).json()).toHaveLength(1);
    expect((await get('/api/email/templates')).statusCode).toBe(401);
  });

  it('goes with the account: deleting the user deletes their drafts and templates', async () => {
    const u = await register(t.app);
    await post('/api/email/templates', welcome, u.cookie);
    await post('/api/email/drafts', { body: 'x' }, u.cookie);
    await t.db.kysely.deleteFrom('users').where('id', '=', u.user.id).execute();
    const left = await Promise.all(
      (['email_drafts', 'email_templates'] as const).map((table) =>
        t.db.kysely.selectFrom(table).select('id').where('user_id', '=', u.user.id).execute(),
      ),
    );
    expect(left).toEqual([[], []]);
  });

  it('limits each user to 120 changes a minute; reading the lists is not counted', async () => {
    const u = await register(t.app);
    for (let i = 0; i < 150; i++) expect((await get('/api/email/templates', u.cookie)).statusCode).toBe(200);
    const missing = `/api/email/drafts/${randomUUID()}`;
    for (let i = 0; i < 120; i++) expect((await del(missing, u.cookie)).statusCode).toBe(404);
    const res = await post('/api/email/drafts', { body: 'one too many' }, u.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Too many requests. Please wait a minute and try again.');
    expect((await get('/api/email/drafts', u.cookie)).statusCode).toBe(200);
    // The counter is the user's: someone else still writes.
    const other = await register(t.app);
    expect((await post('/api/email/drafts', { body: 'mine' }, other.cookie)).statusCode).toBe(201);
  });
});
