import fc from 'fast-check';
import { z } from 'zod';
import { AGENTS } from '../../../common/agents/catalogue.js';

/**
 * fast-check arbitraries from the routes' own zod schemas. zod-fast-check supports zod 3 only, so
 * this reads the schema's JSON Schema (z.toJSONSchema, input side): types, lengths, enums,
 * patterns, required keys. What JSON Schema cannot say (an address, a future date, two equal
 * passwords) comes from hints on the field's name, so valid requests reach the handlers and the
 * database instead of stopping at validation. Whether a value is valid is never guessed here: the
 * fuzzer asks the zod schema itself (safeParse).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A stand-in for a value the fuzzer fills in when it sends the request (an id of a row that exists then). */
export interface IdRef {
  /** An id of the signed-in user's rows, of another user's, or the signed-in user's address or password. */
  $ref: 'own' | 'other' | 'myEmail' | 'myPassword';
  n: number;
  /** The table the id is taken from; any owned table when absent. */
  table?: string;
}
export const isIdRef = (v: unknown): v is IdRef =>
  typeof v === 'object' && v !== null && '$ref' in v && typeof (v as IdRef).$ref === 'string';

/** Ids of rows that exist when the request is sent: mostly the signed-in user's own, some another user's. */
export const idRefTo = (table?: string): fc.Arbitrary<IdRef> =>
  fc.record(
    { $ref: fc.constantFrom<'own' | 'other'>('own', 'own', 'own', 'other'), n: fc.nat(50), table: fc.constant(table) },
    { requiredKeys: ['$ref', 'n'] },
  );

/** Raw JSON text put in place of a value when the body is written (numbers JSON.stringify cannot write). */
export interface RawJson {
  $raw: string;
}
export const isRaw = (v: unknown): v is RawJson => typeof v === 'object' && v !== null && '$raw' in v;

const futureIso = fc
  .integer({ min: 60_000, max: 360 * 24 * 3600_000 })
  .map((ms) => new Date(Date.now() + ms).toISOString());
const anyIso = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2300-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
const simpleAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,15}$/),
    fc.constantFrom('example.test', 'Example.Test', 'mail.example.org'),
  )
  .map(([local, domain]) => `${local}@${domain}`);
const address = fc.oneof(
  { weight: 6, arbitrary: simpleAddress },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom('ann@example.test', 'Bob.Smith+tag@Example.Test', ' carol@example.test ') },
);
const myEmail = fc.nat(50).map((n): IdRef => ({ $ref: 'myEmail', n }));
const myPassword = fc.nat(50).map((n): IdRef => ({ $ref: 'myPassword', n }));
const addressList = fc
  .array(address, { minLength: 1, maxLength: 4 })
  .chain((list) => fc.constantFrom(', ', ',', '; ').map((sep) => list.join(sep)));
const password = fc.oneof(
  { weight: 3, arbitrary: fc.string({ minLength: 8, maxLength: 40 }) },
  { weight: 1, arbitrary: myPassword },
);

/** Field names whose meaning JSON Schema does not carry. Each returns mostly meaningful values. */
function hinted(name: string | undefined): fc.Arbitrary<unknown> | undefined {
  switch (name) {
    case 'email':
      // The signed-in user's own address now and then: sign-in, recovery and profile paths that find an account.
      return fc.oneof({ weight: 3, arbitrary: address }, { weight: 1, arbitrary: myEmail });
    case 'to':
    case 'cc':
    case 'bcc':
      return addressList;
    case 'sendAt':
      return fc.oneof({ weight: 4, arbitrary: futureIso }, { weight: 1, arbitrary: anyIso });
    case 'password':
    case 'newPassword':
    case 'currentPassword':
      return password;
    case 'id':
      return idRefTo();
    case 'accountId':
      return idRefTo('email_accounts');
    case 'agentId':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...AGENTS.map((a) => a.id)) },
        { weight: 1, arbitrary: fc.string() },
      );
    case 'code':
    case 'resetCode':
      return fc.stringMatching(/^[0-9]{6}$/);
    default:
      return undefined;
  }
}

const cap = (n: number | undefined, at: number) => Math.min(n ?? at, at);

function stringArbitrary(js: JsonSchema): fc.Arbitrary<string> {
  const min = js.minLength ?? 0;
  const max = js.maxLength;
  if (js.pattern) {
    const re = new RegExp(js.pattern);
    return fc.stringMatching(re).filter((s) => s.length >= min && (max === undefined || s.length <= max));
  }
  if (js.format === 'date-time') return anyIso;
  if (js.format === 'email') return address;
  const body = fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, cap(max, 40)) }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, cap(max, 20)) }) },
    // Boundaries: exactly the limits.
    { weight: 1, arbitrary: fc.constant('a'.repeat(Math.max(min, 1))) },
    { weight: 1, arbitrary: fc.constant('b'.repeat(max ?? 2000)) },
  );
  return body;
}

function numberArbitrary(js: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + (integer ? 1 : 1e-9) : undefined);
  const max =
    js.maximum ?? (js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - (integer ? 1 : 1e-9) : undefined);
  const inRange = integer
    ? fc.integer({
        min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
  const edges = [min, max].filter((v): v is number => v !== undefined);
  return edges.length
    ? fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) })
    : inRange;
}

/** Values that follow the schema's shape (mostly valid; the zod schema is the judge). */
export function validArbitrary(js: JsonSchema | undefined, name?: string): fc.Arbitrary<unknown> {
  if (!js || Object.keys(js).filter((k) => k !== '$schema').length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.enum) return fc.constantFrom(...js.enum);
  const hint = hinted(name);
  if (hint && (js.type === 'string' || js.anyOf)) return hint;
  const alternatives = js.anyOf ?? js.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => validArbitrary(a, name)));
  if (js.allOf?.length) return validArbitrary(js.allOf[0], name);
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'string':
      return stringArbitrary(js);
    case 'integer':
      return numberArbitrary(js, true);
    case 'number':
      return numberArbitrary(js, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArbitrary(js.items, name), {
        minLength: js.minItems ?? 0,
        maxLength: Math.max(js.minItems ?? 0, cap(js.maxItems, 4)),
      });
    case 'object':
      return objectArbitrary(js);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(js: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = js.properties ?? {};
  const required = js.required ?? [];
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) shape[key] = validArbitrary(sub, key);
  return fc.record(shape, { requiredKeys: required }).chain((value) =>
    // Confirmation fields mostly repeat the password, as a person filling the form does.
    'confirmPassword' in value
      ? fc.boolean().map((same) => {
          if (same) value.confirmPassword = value.newPassword ?? value.password;
          return value;
        })
      : fc.constant(value),
  );
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const LONG = [101, 257, 1001, 5001, 20_001, 100_001];

/** Strings a database, a parser or a log line may choke on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'ann\u0000@example.test',
    'text with a NUL \u0000 inside',
    '\ud800',
    'lone \udfff surrogate',
    '\ud83d',
    '\u202eevil',
    '\ufeff',
    '',
    ' ',
    '\t\r\n',
    '%00',
    "'; drop table users; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '{{constructor.constructor}}',
    '__proto__',
    '${jndi:ldap://x}',
    'e\u0301\u0301\u0301\u0301',
    '\u0007\u001b[31m',
  ),
  fc.constantFrom(...LONG).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 3000 }).map((n) => '😀'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udc00', 'a', '\u0085', '\u2028'), maxLength: 20 }),
);

/** Numbers at and past the edges, some only writable as raw JSON. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    2 ** 31,
    2 ** 63,
    -1,
    -0,
    0.5,
    5e-324,
  ),
  fc.constantFrom<RawJson>(
    { $raw: '1e400' },
    { $raw: '-1e400' },
    { $raw: '123456789012345678901234567890123456789' },
    { $raw: '0.0000000000000000000000000000000000000000001' },
  ),
  fc.double(),
);

function nested(depth: number, kind: 'array' | 'object'): RawJson {
  return kind === 'array'
    ? { $raw: '['.repeat(depth) + ']'.repeat(depth) }
    : { $raw: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) };
}

export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(20, 200, 2000, 20_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([d, k]) => nested(d, k));

/** A value of the wrong type for whatever field it lands in. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1, [], {}, [1, 'a'], { a: 1 }, 'string', [[[]]]),
  fc.jsonValue({ maxDepth: 3 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: deepNesting },
  { weight: 3, arbitrary: wrongType },
);

/** Keys a request should never be able to set, and keys parsers treat specially. */
export const hostileKey = fc.constantFrom(
  'isAdmin',
  'is_admin',
  'userId',
  'user_id',
  'id',
  'role',
  'plan',
  'allAccess',
  'status',
  '__proto__',
  'constructor',
  'prototype',
  '',
  '\u0000',
  'x'.repeat(300),
);

/** Whole request bodies that are not the object the route expects. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, [], 'text', 42, true, [{}]),
  deepNesting,
  fc.constantFrom<RawJson>(
    { $raw: '{' },
    { $raw: '{"a":' },
    { $raw: 'nul' },
    { $raw: '{"a":1,}' },
    { $raw: '\u0000' },
    { $raw: '{"__proto__":{"isAdmin":true}}' },
    { $raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { $raw: '' },
    { $raw: '"\\ud800"' },
    { $raw: '{"a":"\\u0000"}' },
  ),
  fc.constant({ $raw: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}` }),
);

// ---------------------------------------------------------------------------------------------
// Mutations of a valid object

export type Mutation =
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'nul'; key: string; value: string };

export function mutationArbitrary(js: JsonSchema | undefined): fc.Arbitrary<Mutation> {
  const keys = Object.keys(js?.properties ?? {});
  const extra = fc.record({ kind: fc.constant('extra' as const), key: hostileKey, value: hostileValue });
  if (keys.length === 0) return extra;
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('replace' as const),
        key: fc.constantFrom(...keys),
        value: hostileValue,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...keys) }) },
    { weight: 2, arbitrary: extra },
  );
}

/** A string field of the object (by its JSON Schema) given a NUL or a lone surrogate: the rest stays as generated. */
export function nulInjection(js: JsonSchema | undefined): fc.Arbitrary<Mutation> | undefined {
  const keys = Object.entries(js?.properties ?? {})
    .filter(([, sub]) => sub.type === 'string' || sub.anyOf?.some((a) => a.type === 'string'))
    .map(([key]) => key);
  if (keys.length === 0) return undefined;
  return fc.record({
    kind: fc.constant('nul' as const),
    key: fc.constantFrom(...keys),
    value: fc.constantFrom('\u0000', 'before\u0000', '\u0000after', 'in\u0000side', '\ud800', 'lone \udc00'),
  });
}

export function applyMutations(value: unknown, mutations: Mutation[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const m of mutations) {
    if (m.kind === 'drop') delete out[m.key];
    else if (m.kind === 'nul') {
      const old = out[m.key];
      out[m.key] = typeof old === 'string' && old.length > 0 ? `${old.slice(0, 1)}${m.value}${old.slice(1)}` : m.value;
    }
    // defineProperty: a "__proto__" key must become an own key of the JSON, not the prototype.
    else Object.defineProperty(out, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
  }
  return out;
}

/** JSON text of a value whose parts may be raw JSON; id refs are resolved first by the caller. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (isRaw(v)) {
      raws.push(v.$raw);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  if (text === undefined) return '';
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Any raw JSON (or nesting) inside? Then the fuzzer does not know what the parser made of it. */
export function containsRaw(value: unknown): boolean {
  if (isRaw(value)) return true;
  if (Array.isArray(value)) return value.some(containsRaw);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(containsRaw);
  return false;
}

/** Replaces id refs by real ids (or leaves a made-up one when there is none of that kind). */
export function resolveIds(value: unknown, pick: (ref: IdRef) => string): unknown {
  if (isIdRef(value)) return pick(value);
  if (Array.isArray(value)) return value.map((v) => resolveIds(v, pick));
  if (typeof value === 'object' && value !== null && !isRaw(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(out, k, {
        value: resolveIds(v, pick),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return out;
  }
  return value;
}

/** NUL (PostgreSQL cannot hold it) or a lone surrogate (no UTF-8 form: either database would store something else). */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Does any string in the value hold text a database cannot store as sent? */
export function containsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(containsUnstorable);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(containsUnstorable);
  return false;
}
