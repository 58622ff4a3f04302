import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { storableText, UNSTORABLE_TEXT_MESSAGE } from '../../common/schemas/text.js';
import { register } from '../test/auth-helpers.js';
import { createTestApp, JSON_HEADERS, type TestApp } from '../test/test-app.js';

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as z.core.$ZodType)._zod.def as Def;

/**
 * Every string a schema lets in without the storable-text check, as paths. `guarded` is false
 * where earlier parts of a pipe have already checked the text (the out side of text().pipe(...)).
 */
function unguardedStrings(schema: unknown, path: string, guarded: boolean, found: string[]): void {
  const def = defOf(schema);
  const walk = (inner: unknown, at: string, g = guarded) => unguardedStrings(inner, at, g, found);
  switch (def.type) {
    case 'string':
      if (guarded && !(def.checks ?? []).includes(storableText as never)) found.push(path);
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, `${path}.${key}`);
      // z.looseObject lets other keys through untouched (headers): they are not read, so not stored.
      if (def.catchall && defOf(def.catchall).type !== 'unknown') walk(def.catchall, `${path}.*`);
      return;
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType, path);
    case 'pipe':
      walk(def.in, path);
      // What a transform hands on was never checked; what a checked string hands on was.
      return walk(def.out, path, guarded && defOf(def.in).type === 'transform');
    case 'union':
      return (def.options as unknown[]).forEach((option) => walk(option, path));
    case 'intersection':
      walk(def.left, path);
      return walk(def.right, path);
    case 'record':
      walk(def.keyType, `${path}{key}`);
      return walk(def.valueType, `${path}{}`);
    case 'enum':
    case 'literal':
    case 'number':
    case 'boolean':
    case 'transform':
    case 'null':
    case 'undefined':
    case 'never':
      return;
    default:
      // unknown, any, lazy, tuple...: decide how they are checked before a route takes one.
      found.push(`${path} (zod type ${def.type}: not walked)`);
  }
}

describe('text a database cannot store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused by every string of every route input (body, query, path parameters, headers)', () => {
    const found: string[] = [];
    let checked = 0;
    for (const route of t.app.routeTable) {
      for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
        const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
        if (!schema) continue;
        checked++;
        unguardedStrings(schema, `${route.method} ${route.url} ${part}`, true, found);
      }
    }
    expect(checked).toBeGreaterThan(25);
    expect(found).toEqual([]);
  });

  const registration = (over: Record<string, string>) => {
    const password = over.password ?? 'correct horse battery staple';
    return {
      method: 'POST' as const,
      url: '/api/auth/register',
      headers: JSON_HEADERS,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `nul-${Math.random().toString(36).slice(2)}@example.test`,
        confirmPassword: password,
        ...over,
        password,
      },
    };
  };

  it.each([
    ['firstName', { firstName: 'Ada\u0000' }],
    ['lastName', { lastName: '\ud800Lovelace' }],
    ['email', { email: 'ada\u0000@example.test' }],
    ['password', { password: 'correct horse\u0000battery' }],
  ])('registration with such text in %s answers 400 naming the field, signed out', async (field, over) => {
    const res = await t.app.inject(registration(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation_failed', message: `${field}: ${UNSTORABLE_TEXT_MESSAGE}` },
    });
  });

  it('keeps text that only looks unusual: emoji (surrogate pairs) and other control characters', async () => {
    const res = await t.app.inject(registration({ firstName: 'Ada 😀\u0001' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().firstName).toBe('Ada 😀\u0001');
  });

  it('is refused in a signed-in body and path parameter, and nothing is saved', async () => {
    const { cookie } = await register(t.app);
    const headers = { ...JSON_HEADERS, cookie };
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/email/drafts',
      headers,
      payload: { subject: 'Hello', body: 'Dear Ann,\u0000 see you' },
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().error.message).toBe(`body: ${UNSTORABLE_TEXT_MESSAGE}`);
    const list = await t.app.inject({ url: '/api/email/drafts', headers: { cookie } });
    expect(list.json()).toEqual([]);

    const param = await t.app.inject({
      method: 'DELETE',
      url: '/api/email/drafts/%00',
      headers: { cookie, origin: JSON_HEADERS.origin, 'x-requested-with': 'fetch' },
    });
    expect(param.statusCode).toBe(400);
    expect(param.json().error.message).toBe(`id: ${UNSTORABLE_TEXT_MESSAGE}`);

    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/profile',
      headers,
      payload: { company: 'Analytical\u0000 Engines' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error.message).toBe(`company: ${UNSTORABLE_TEXT_MESSAGE}`);
  });
});
