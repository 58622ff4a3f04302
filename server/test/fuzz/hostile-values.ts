import fc from 'fast-check';
import type { RawJson } from './placeholders.js';

/**
 * Values no valid request holds: strings, numbers, nestings, keys and whole bodies that databases,
 * parsers and log lines have choked on. The schema-walking generator (schema-arbitraries.ts) makes
 * the valid requests these are mixed into.
 */

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
