import fc from 'fast-check';

/**
 * Stand-ins a generated value may hold in place of a real one: an id ref, resolved to a row that
 * exists when the request is sent, and raw JSON text, for numbers and nestings JSON.stringify cannot
 * write. The generators put them in; the fuzzer resolves and writes them out (request-body-text.ts).
 */

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
