import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, authedNoBody, register } from '../test/auth-helpers.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

/** The email assistant's task list: each user's own, with completedAt kept by the server. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PATCH', url: string, payload: object, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? authed(cookie) : JSON_HEADERS, payload });
const post = (url: string, payload: object, cookie?: string) => send('POST', url, payload, cookie);
const patch = (url: string, payload: object, cookie?: string) => send('PATCH', url, payload, cookie);
const del = (url: string, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url, headers: authedNoBody(cookie ?? '') });

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const pause = () => new Promise((r) => setTimeout(r, 5));

describe('/api/tasks', () => {
  it('creates with the defaults and lists newest first', async () => {
    const u = await register(t.app);
    const first = await post('/api/tasks', { title: ' Call Sam ', description: 'About the invoice' }, u.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      title: 'Call Sam',
      description: 'About the invoice',
      priority: 'medium',
      category: 'follow-up',
      dueDate: null,
      assignee: null,
      status: 'pending',
      completedAt: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    await pause();
    const second = await post(
      '/api/tasks',
      {
        title: 'Read the report',
        description: 'Q3 numbers',
        priority: 'high',
        category: 'research',
        dueDate: '2026-12-01',
        assignee: 'Alex',
      },
      u.cookie,
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      priority: 'high',
      category: 'research',
      dueDate: '2026-12-01',
      assignee: 'Alex',
    });

    const list = await get('/api/tasks', u.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toEqual([second.json(), first.json()]);
  });

  it('updates every field from the form; empty due date and assignee clear them', async () => {
    const u = await register(t.app);
    const task = (
      await post('/api/tasks', { title: 'A', description: 'B', dueDate: '2026-01-02', assignee: 'Kim' }, u.cookie)
    ).json();
    await pause();
    const res = await patch(
      `/api/tasks/${task.id}`,
      { title: 'New title', description: 'New text', priority: 'low', category: 'meeting', dueDate: '', assignee: '' },
      u.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...task,
      title: 'New title',
      description: 'New text',
      priority: 'low',
      category: 'meeting',
      dueDate: null,
      assignee: null,
      updatedAt: expect.stringMatching(ISO),
    });
    expect(res.json().updatedAt).not.toBe(task.updatedAt);
    expect((await get('/api/tasks', u.cookie)).json()).toEqual([res.json()]);
  });

  it('moves the status pending -> in progress -> completed and reopens; completedAt follows, never the client', async () => {
    const u = await register(t.app);
    const task = (await post('/api/tasks', { title: 'T', description: 'D' }, u.cookie)).json();
    const url = `/api/tasks/${task.id}`;

    // A client-sent completedAt is ignored, whatever the status.
    const started = await patch(url, { status: 'in_progress', completedAt: '2000-01-01T00:00:00.000Z' }, u.cookie);
    expect(started.json()).toMatchObject({ status: 'in_progress', completedAt: null, title: 'T' });

    const before = Date.now();
    const done = await patch(url, { status: 'completed', completedAt: '2000-01-01T00:00:00.000Z' }, u.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('completed');
    const completedAt = Date.parse(done.json().completedAt);
    expect(completedAt).toBeGreaterThanOrEqual(before);
    expect(completedAt).toBeLessThanOrEqual(Date.now());

    // Saving the completed task again (the full form) keeps the time it was completed.
    await pause();
    const edited = await patch(
      url,
      { title: 'T2', description: 'D', status: 'completed', completedAt: null },
      u.cookie,
    );
    expect(edited.json()).toMatchObject({ title: 'T2', status: 'completed', completedAt: done.json().completedAt });
    // A change without a status leaves both alone.
    expect((await patch(url, { priority: 'high' }, u.cookie)).json()).toMatchObject({
      status: 'completed',
      completedAt: done.json().completedAt,
    });

    const reopened = await patch(url, { status: 'pending', completedAt: '2000-01-01T00:00:00.000Z' }, u.cookie);
    expect(reopened.json()).toMatchObject({ status: 'pending', completedAt: null });

    // Created completed: completed now.
    const createdDone = await post(
      '/api/tasks',
      { title: 'X', description: 'Y', status: 'completed', completedAt: '2000-01-01T00:00:00.000Z' },
      u.cookie,
    );
    expect(Date.parse(createdDone.json().completedAt)).toBeGreaterThanOrEqual(before);
  });

  it('deletes a task', async () => {
    const u = await register(t.app);
    const task = (await post('/api/tasks', { title: 'T', description: 'D' }, u.cookie)).json();
    expect((await del(`/api/tasks/${task.id}`, u.cookie)).statusCode).toBe(204);
    const again = await del(`/api/tasks/${task.id}`, u.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Task not found');
    expect((await get('/api/tasks', u.cookie)).json()).toEqual([]);
  });

  it('asks for a title and a description, and refuses bad values', async () => {
    const u = await register(t.app);
    for (const payload of [
      { description: 'D' },
      { title: '', description: 'D' },
      { title: '  ', description: 'D' },
      { title: 'T' },
      { title: 'T', description: ' \n' },
      {},
    ]) {
      const res = await post('/api/tasks', payload, u.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe('Please provide task title and description');
    }
    const task = (await post('/api/tasks', { title: 'T', description: 'D' }, u.cookie)).json();
    const emptied = await patch(`/api/tasks/${task.id}`, { title: '', description: 'D' }, u.cookie);
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error.message).toBe('Please provide task title and description');

    const bad: object[] = [
      { title: 'T', description: 'D', priority: 'urgent' },
      { title: 'T', description: 'D', category: 'errand' },
      { title: 'T', description: 'D', status: 'done' },
      { title: 'T', description: 'D', dueDate: '2026-02-30' },
      { title: 'T', description: 'D', dueDate: 'tomorrow' },
      { title: 'x'.repeat(201), description: 'D' },
    ];
    for (const payload of bad) expect((await post('/api/tasks', payload, u.cookie)).statusCode).toBe(400);
    expect((await patch(`/api/tasks/${task.id}`, { status: 'archived' }, u.cookie)).statusCode).toBe(400);
    expect((await get('/api/tasks', u.cookie)).json()).toEqual([task]);
  });

  it("keeps each user's tasks their own: another user's id is not found", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const task = (await post('/api/tasks', { title: 'Private', description: 'To A' }, a.cookie)).json();
    expect((await get('/api/tasks', b.cookie)).json()).toEqual([]);
    const changed = await patch(`/api/tasks/${task.id}`, { status: 'completed' }, b.cookie);
    expect(changed.statusCode).toBe(404);
    expect(changed.json().error.message).toBe('Task not found');
    expect((await del(`/api/tasks/${task.id}`, b.cookie)).statusCode).toBe(404);
    expect((await get('/api/tasks', a.cookie)).json()).toEqual([task]);
  });

  it('needs a session, and goes with the account', async () => {
    expect((await get('/api/tasks')).statusCode).toBe(401);
    expect((await post('/api/tasks', { title: 'T', description: 'D' })).statusCode).toBe(401);
    expect((await patch('/api/tasks/anything', { status: 'completed' })).statusCode).toBe(401);
    expect((await del('/api/tasks/anything')).statusCode).toBe(401);

    const u = await register(t.app);
    await post('/api/tasks', { title: 'T', description: 'D' }, u.cookie);
    await t.db.kysely.deleteFrom('users').where('id', '=', u.user.id).execute();
    expect(await t.db.kysely.selectFrom('tasks').select('id').where('user_id', '=', u.user.id).execute()).toEqual([]);
  });
});
