import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../common/api/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DOCS_ASSETS_URL } from './docs.js';

/**
 * The contract in common/api is the API: every /api route the app serves is one of its entries,
 * declared through routeOptions (so it has success and error response schemas), and every entry
 * is served. The one exception is named here: the files of the API reference page (a fixed list of
 * scripts and styles, not an API), which are public and left out of the OpenAPI document.
 */
const OUTSIDE_CONTRACT = new Set([`GET ${DOCS_ASSETS_URL}`]);

describe('API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const key = (method: string, path: string) => `${method} ${path}`;
  const served = () =>
    t.app.routeTable.filter(
      (r) => r.url.startsWith('/api') && r.method !== 'HEAD' && !OUTSIDE_CONTRACT.has(key(r.method, r.url)),
    );

  it('every served /api route is in common/api', () => {
    const contract = new Set(API_ROUTES.map((r) => key(r.method, r.path)));
    const missing = served()
      .map((r) => key(r.method, r.url))
      .filter((k) => !contract.has(k));
    expect(missing).toEqual([]);
  });

  it('every route in common/api is served', () => {
    const routes = new Set(served().map((r) => key(r.method, r.url)));
    const unserved = API_ROUTES.map((r) => key(r.method, r.path)).filter((k) => !routes.has(k));
    expect(unserved).toEqual([]);
  });

  it('every served /api route declares a success and the error response schema', () => {
    const incomplete = served()
      .filter((r) => {
        const response = (r.schema?.response ?? {}) as Record<string, unknown>;
        const success = Object.keys(response).some((status) => /^[23]\d\d$/.test(status));
        return !success || !response['4xx'] || !response['5xx'];
      })
      .map((r) => key(r.method, r.url));
    expect(incomplete).toEqual([]);
  });

  it('a route is public exactly when its contract says so', () => {
    const publicInContract = new Set(API_ROUTES.filter((r) => r.public).map((r) => key(r.method, r.path)));
    const mismatched = served()
      .filter((r) => r.public !== publicInContract.has(key(r.method, r.url)))
      .map((r) => key(r.method, r.url));
    expect(mismatched).toEqual([]);
  });

  it('the routes outside the contract are served, public and left out of the OpenAPI document', async () => {
    const outside = t.app.routeTable.filter((r) => OUTSIDE_CONTRACT.has(key(r.method, r.url)));
    expect(outside.map((r) => key(r.method, r.url))).toEqual([...OUTSIDE_CONTRACT]);
    expect(outside.every((r) => r.public && r.schema?.hide === true)).toBe(true);
    const document = (await t.app.inject('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs/'))).toEqual([]);
  });
});
