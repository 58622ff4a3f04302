import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, authedNoBody, register, type Registered } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Lists of drafts asked for at the same moment by many users: on PostgreSQL their pages are read
 * in one statement (db/batched-pages.ts), on SQLite some come from the memory of pages. Either
 * way each answer is its own user's page, and a draft saved before a request is in its answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Listed {
  status: number;
  subjects: string[];
  next: string | null;
}

async function list(cookie: string, query = ''): Promise<Listed> {
  const res = await t.app.inject({ url: `/api/email/drafts${query}`, headers: { cookie } });
  const link = res.headers.link as string | undefined;
  return {
    status: res.statusCode,
    subjects: res.statusCode === 200 ? res.json<{ subject: string }[]>().map((d) => d.subject) : [],
    next: link ? /<([^>]*)>/.exec(link)![1]!.replace('/api/email/drafts', '') : null,
  };
}

async function saveDraft(u: Registered, subject: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/email/drafts',
    headers: authed(u.cookie),
    payload: { type: 'draft', subject, body: `Body of ${subject}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('drafts lists asked for together', () => {
  it('give each user their own drafts, newest first, at each request’s own page size and cursor', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, (_, i) => register(t.app, { firstName: `D${i}` })));
    // User i has i + 1 drafts, saved one after the other so that their order is known.
    const saved = new Map<string, string[]>();
    for (const [i, u] of users.entries()) {
      const subjects: string[] = [];
      for (let d = 0; d <= i; d++) {
        subjects.push(`u${i} d${d}`);
        await saveDraft(u, `u${i} d${d}`);
        await new Promise((r) => setTimeout(r, 2));
      }
      saved.set(u.user.id, subjects.reverse());
    }
    // The second page of every user, from a cursor read first.
    const cursors = await Promise.all(users.map((u) => list(u.cookie, '?limit=2')));

    const asked = Array.from({ length: 40 }, (_, n) => {
      const u = users[n % users.length]!;
      const kind = Math.floor(n / users.length) % 3;
      const query = kind === 0 ? '' : kind === 1 ? '?limit=2' : (cursors[n % users.length]!.next ?? '?limit=2');
      return { u, query, kind, afterCursor: kind === 2 && cursors[n % users.length]!.next !== null };
    });
    const answers = await Promise.all(asked.map((a) => list(a.u.cookie, a.query)));

    answers.forEach((answer, n) => {
      const { u, kind, afterCursor } = asked[n]!;
      const all = saved.get(u.user.id)!;
      const expected = kind === 0 ? all : afterCursor ? all.slice(2, 4) : all.slice(0, 2);
      expect([answer.status, answer.subjects]).toEqual([200, expected]);
    });
  });

  it('answer a draft saved or deleted just before the request, while other users’ lists are being read', async () => {
    const [writer, ...others] = await Promise.all(
      Array.from({ length: 4 }, (_, i) => register(t.app, { firstName: `W${i}` })),
    );
    await Promise.all(others.map((u) => saveDraft(u!, `other of ${u!.user.id}`)));
    const expected: string[] = [];
    for (let i = 0; i < 6; i++) {
      // Others keep asking meanwhile, so the writer's read goes in a batch with theirs.
      const busy = others.flatMap((u) => [list(u!.cookie), list(u!.cookie)]);
      const id = await saveDraft(writer!, `draft ${i}`);
      expected.unshift(`draft ${i}`);
      expect((await list(writer!.cookie)).subjects).toEqual(expected);
      if (i % 2 === 1) {
        const gone = await t.app.inject({
          method: 'DELETE',
          url: `/api/email/drafts/${id}`,
          headers: authedNoBody(writer!.cookie),
        });
        expect(gone.statusCode).toBe(204);
        expected.shift();
        expect((await list(writer!.cookie)).subjects).toEqual(expected);
      }
      for (const other of await Promise.all(busy)) expect(other.subjects).toHaveLength(1);
    }
  });
});
