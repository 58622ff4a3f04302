import fc from 'fast-check';
import { hostileKey, hostileValue } from './hostile-values.js';
import type { JsonSchema } from './schema-arbitraries.js';

/**
 * Changes to an otherwise valid object: one field replaced by a hostile value, dropped, a key added,
 * or NUL or a lone surrogate put into a string. Mostly valid requests with one thing wrong reach
 * further into a handler than wholly hostile ones.
 */

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
