import fc from 'fast-check';
import { z } from 'zod';
import { address, anyIso, hinted } from './field-name-hints.js';

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
