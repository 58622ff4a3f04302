import fc from 'fast-check';
import { z } from 'zod';
import { entryFor } from '../access-matrix/matrix.js';
import { RESOURCE_TABLES } from './fuzz-target.js';
import { hostileBody, hostileString } from './hostile-values.js';
import { applyMutations, mutationArbitrary, nulInjection } from './mutations.js';
import { idRefTo, isRaw, type IdRef } from './placeholders.js';
import { containsRaw } from './request-body-text.js';
import type { AppRoute } from './route-table.js';
import { jsonSchemaOf, validArbitrary, type JsonSchema } from './schema-arbitraries.js';

/** One generated request, before ids are filled in. */
export interface FuzzCase {
  route: AppRoute;
  signedIn: boolean;
  /** Per path parameter: a value to encode, an id ref, or a raw (already encoded, maybe broken) segment. */
  params: Record<string, unknown>;
  query: { kind: 'none' } | { kind: 'object'; value: unknown } | { kind: 'raw'; text: string };
  body: { kind: 'none' } | { kind: 'json'; value: unknown };
  contentType: string | undefined;
  /** The user's provider key header (the email AI routes need one). */
  apiKey: 'valid' | 'missing' | string;
  idempotencyKey?: string;
}

export interface RawSegment {
  $segment: string;
}
export const isSegment = (v: unknown): v is RawSegment => typeof v === 'object' && v !== null && '$segment' in v;

const BAD_SEGMENTS = [
  '%00',
  '..',
  '%2e%2e',
  '%2F',
  '%ZZ',
  '%E0%A4%A',
  '%F0%9F',
  '%C0%80',
  '%ud800',
  'a'.repeat(101),
  'a'.repeat(5000),
  '%20',
  encodeURIComponent('😀'.repeat(30)),
  '1%00',
  '-1',
  '0',
  '9'.repeat(400),
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

function paramArbitrary(js: JsonSchema | undefined, table: string | undefined): fc.Arbitrary<unknown> {
  const hostile = fc.oneof(
    fc.constantFrom(...BAD_SEGMENTS).map((s) => ({ $segment: s })),
    hostileString.filter((s) => s.length <= 300),
  );
  if (js?.enum)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...js.enum) }, { weight: 2, arbitrary: hostile });
  return fc.oneof(
    { weight: 5, arbitrary: idRefTo(table) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
    { weight: 3, arbitrary: hostile },
  );
}

const RAW_QUERIES = [
  'a=%',
  '%',
  'a=%00',
  'format=csv&format=json',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  `${'a=1&'.repeat(3000)}b=2`,
  `q=${'x'.repeat(20_000)}`,
  'a[b][c][d][e][f][g]=1',
  '=&=&&',
  'format=%E0%A4%A',
];

function queryArbitrary(js: JsonSchema | undefined): fc.Arbitrary<FuzzCase['query']> {
  const raw = fc.constantFrom(...RAW_QUERIES).map((text) => ({ kind: 'raw' as const, text }));
  const junk = fc
    .dictionary(
      fc.string({ maxLength: 10 }),
      hostileString.filter((s) => s.length < 2000),
      { maxKeys: 3 },
    )
    .map((value) => ({ kind: 'object' as const, value }));
  if (!js) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 1, arbitrary: raw },
      { weight: 1, arbitrary: junk },
    );
  }
  const valid = validArbitrary(js).map((value) => ({ kind: 'object' as const, value }));
  const mutated = fc
    .tuple(validArbitrary(js), fc.array(mutationArbitrary(js), { minLength: 1, maxLength: 2 }))
    .map(([v, m]) => ({ kind: 'object' as const, value: applyMutations(v, m) }));
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 3, arbitrary: mutated },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: junk },
  );
}

function bodyArbitrary(js: JsonSchema | undefined, takesBody: boolean): fc.Arbitrary<FuzzCase['body']> {
  const json = (value: unknown) => ({ kind: 'json' as const, value });
  const hostile = hostileBody.map(json);
  const nul = nulInjection(js);
  if (!js) {
    return takesBody
      ? fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 1, arbitrary: hostile })
      : fc.constant({ kind: 'none' as const });
  }
  const valid = validArbitrary(js).map(json);
  const mutated = fc
    .tuple(validArbitrary(js), fc.array(mutationArbitrary(js), { minLength: 1, maxLength: 3 }))
    .map(([v, m]) => json(applyMutations(v, m)));
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    ...(nul
      ? [{ weight: 2, arbitrary: fc.tuple(validArbitrary(js), nul).map(([v, m]) => json(applyMutations(v, [m]))) }]
      : []),
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=x',
  'application/jsonx',
];

/** Everything needed to send one request to the route, hostile or not. */
export function caseArbitrary(route: AppRoute): fc.Arbitrary<FuzzCase> {
  const schemas = {
    body: jsonSchemaOf(route.schema.body),
    query: jsonSchemaOf(route.schema.querystring),
    params: jsonSchemaOf(route.schema.params),
  };
  const takesBody = !['GET', 'HEAD'].includes(route.method);
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  // The access matrix knows which resource each id parameter names: real ids of that kind reach the handler.
  const resources = entryFor(route)?.params ?? {};
  for (const name of route.params) {
    const resource = resources[name];
    // A user id (the admin routes) is any owned id: the fuzzer's user is no admin, so each answers 403.
    const table = resource && resource !== 'user' ? RESOURCE_TABLES[resource] : undefined;
    params[name] = paramArbitrary(schemas.params?.properties?.[name], table);
  }
  return fc.record({
    route: fc.constant(route),
    // Two in three signed in: signed out, most routes stop at the 401.
    signedIn: fc.oneof({ weight: 2, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    params: fc.record(params),
    query: queryArbitrary(schemas.query),
    body: bodyArbitrary(schemas.body, takesBody),
    contentType: takesBody
      ? fc.oneof(
          { weight: 12, arbitrary: fc.constant('application/json') },
          { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        )
      : fc.constant(undefined),
    apiKey: fc.oneof(
      { weight: 10, arbitrary: fc.constant('valid') },
      { weight: 1, arbitrary: fc.constant('missing') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'sk-',
          'x'.repeat(5000),
          'sk-fake-key-\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9',
        ),
      },
    ),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constantFrom('', ' ', 'k'.repeat(300))), { nil: undefined }),
  });
}

/** The path with its parameters filled in; `wellFormed` is false when a segment was sent raw, over-long or a dot segment. */
export function buildPath(route: AppRoute, params: Record<string, unknown>, pick: (ref: IdRef) => string) {
  let wellFormed = true;
  const decoded: Record<string, string> = {};
  let path = route.url;
  for (const name of route.params) {
    const value = params[name];
    let segment: string;
    if (isSegment(value)) {
      segment = value.$segment;
      wellFormed = false;
    } else {
      const text = typeof value === 'object' && value !== null ? pick(value as IdRef) : String(value);
      decoded[name] = text;
      try {
        segment = encodeURIComponent(text);
      } catch {
        // A lone surrogate cannot be percent-encoded as UTF-8; send what a careless client would.
        segment = text.replace(/[^A-Za-z0-9_-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
        wellFormed = false;
      }
      // The router refuses parameters over 100 characters before any hook runs; "." and ".." are
      // dot segments, which URL parsing removes, so the request reaches another path.
      if (segment.length > 100 || segment.length === 0 || segment === '.' || segment === '..') wellFormed = false;
    }
    path = path.replace(`:${name}`, segment);
  }
  return { path, decoded, wellFormed };
}

export function buildQuery(query: FuzzCase['query']): { text: string; wellFormed: boolean } {
  if (query.kind === 'none') return { text: '', wellFormed: true };
  if (query.kind === 'raw') return { text: `?${query.text}`, wellFormed: false };
  const value = query.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || containsRaw(value)) {
    return { text: '?junk=1', wellFormed: false };
  }
  const search = new URLSearchParams();
  let wellFormed = true;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    if (/[\ud800-\udfff]/.test(text)) wellFormed = false;
    search.append(k, text);
  }
  const text = search.toString();
  return { text: text ? `?${text}` : '', wellFormed };
}

/** Does the value (or anything in it) have a key JSON parsers treat as prototype poisoning? */
export function hasPoisonKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPoisonKey);
  if (typeof value !== 'object' || value === null || isRaw(value)) return false;
  return Object.keys(value).some((k) => k === '__proto__' || k === 'constructor' || hasPoisonKey((value as never)[k]));
}

/** The schema's verdict on a request part (undefined: no schema, nothing to say). */
export function verdict(schema: unknown, value: unknown): { ok: true; data: unknown } | { ok: false } | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false };
}
