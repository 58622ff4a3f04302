import { gunzipSync } from 'node:zlib';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../common/api/index.js';
import { DOCS_ASSETS_URL } from '../routes/docs.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { operationIdOf } from './openapi.js';

/**
 * The OpenAPI document is generated from the routes the app serves: every /api route is in it
 * (read from the app's own route table, so a route added tomorrow is checked too), and the whole
 * document is valid OpenAPI 3.1. The reference page renders it from files this server sends, under
 * the app's own Content-Security-Policy.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  security: unknown[];
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/openapi.json');
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  doc = res.json<Document>();
});
afterAll(async () => {
  await t.close();
});

/** Fastify's `:id` is OpenAPI's `{id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operation = (method: string, url: string) => doc.paths[openapiPath(url)]?.[method.toLowerCase()];
const served = () =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.url !== DOCS_ASSETS_URL);

describe('OpenAPI document', () => {
  it('has every /api route the app serves, with its method', () => {
    const missing = served()
      .filter((r) => !operation(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // Nothing else: no client files, no HEAD twins, not the reference page's own files.
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      served()
        .map((r) => `${r.method} ${openapiPath(r.url)}`)
        .sort(),
    );
  });

  it('validates against the OpenAPI 3.1 specification', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    // The validator resolves references in place, so it gets a copy.
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it("takes each route's summary and tag from its entry in common/api", () => {
    for (const route of API_ROUTES) {
      const op = operation(route.method, route.path);
      if (!op) continue; // served or not is the contract test's question
      expect(op.summary, `${route.method} ${route.path}`).toBe(route.summary);
      expect(op.tags, `${route.method} ${route.path}`).toEqual([route.tag]);
    }
  });

  it('names each operation by method and path', () => {
    expect(operationIdOf('DELETE', '/api/email/drafts/:id')).toBe('deleteEmailDraftsById');
    expect(operationIdOf('GET', '/api/openapi.json')).toBe('getOpenapiJson');
    expect(operation('GET', '/api/email/drafts')?.operationId).toBe('getEmailDrafts');
  });

  it('needs the session cookie except on public routes, and names the token scope where a token may call', () => {
    expect(doc.security).toEqual([{ cookieAuth: [] }]);
    expect(doc.components.securitySchemes.cookieAuth).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'agentops_session',
    });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const scopes = new Map(API_ROUTES.map((r) => [`${r.method} ${r.path}`, r.scope]));
    for (const route of served()) {
      const op = operation(route.method, route.url)!;
      const scope = scopes.get(`${route.method} ${route.url}`);
      const expected = route.public ? [] : scope ? [{ cookieAuth: [] }, { bearerAuth: [scope] }] : undefined;
      expect(op.security, `${route.method} ${route.url}`).toEqual(expected);
    }
    expect(operation('GET', '/api/tasks')?.security).toEqual([{ cookieAuth: [] }, { bearerAuth: ['read'] }]);
    expect(operation('POST', '/api/tokens')?.security).toBeUndefined();
  });

  it('describes the answers: JSON bodies, the error shape, no body for a 204, the media type the contract names', () => {
    const list = operation('GET', '/api/email/drafts')!;
    expect(list.responses['200']?.content).toHaveProperty(['application/json', 'schema', 'type'], 'array');
    expect(list.responses['4XX']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
    });
    expect(doc.components.schemas.ApiError).toHaveProperty(['properties', 'error', 'required'], ['code', 'message']);
    expect(list.responses['5XX']?.description).toMatch(/error shape/);

    const remove = operation('DELETE', '/api/email/drafts/:id')!;
    expect(remove.responses['204']).toEqual({ description: 'No Content' });
    expect(remove).toHaveProperty(
      ['parameters', 0],
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );

    expect(Object.keys(operation('GET', '/api/docs')!.responses['200']!.content!)).toEqual(['text/html']);
  });

  it('is served without a session', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('reference page', () => {
  it('is HTML served without a session, under the app’s Content-Security-Policy', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']).split(';');
    expect(csp.map((d) => d.trim())).toContain("script-src 'self'");
  });

  it('loads only files from this server, and each of them is there', async () => {
    const html = (await t.app.inject('/api/docs')).body;
    // No other origin, no inline script: everything the page needs comes from /api/docs/assets.
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    const assets = refs.filter((r) => r.startsWith('/api/docs/assets/'));
    expect(assets).toHaveLength(3);
    for (const ref of assets) {
      const res = await t.app.inject(ref);
      expect(res.statusCode, ref).toBe(200);
      expect(res.headers['content-type'], ref).toMatch(ref.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(res.rawPayload.length, ref).toBeGreaterThan(100);
    }
    const start = await t.app.inject('/api/docs/assets/start.js');
    expect(start.body).toContain("url: '/api/openapi.json'");
  });

  it('sends its files gzipped to browsers that accept it', async () => {
    const plain = await t.app.inject('/api/docs/assets/swagger-ui-bundle.js');
    const zipped = await t.app.inject({
      url: '/api/docs/assets/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 in the one error shape for any other file', async () => {
    for (const url of [
      '/api/docs/assets/index.html',
      '/api/docs/assets/..%2F..%2F..%2Fpackage.json',
      '/api/docs/assets/',
    ]) {
      const res = await t.app.inject(url);
      if (res.statusCode === 200) throw new Error(`${url} was served`);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });
});
