import { isIdRef, isRaw, type IdRef } from './placeholders.js';

/**
 * From a generated value to the body that is sent, and what the fuzzer can know about it then: id
 * refs resolved, raw JSON written in place, and whether the text can be stored as sent.
 */

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
