import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/**
 * fast-check values shaped by a request schema: its JSON Schema (zod's own conversion, as the
 * request is sent) read back into arbitraries. Values follow the schema's structure, types,
 * lengths, ranges, enums and patterns; refinements zod cannot express in JSON Schema may still
 * fail, so the contract fuzz asks zod which values are valid.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
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
};

/** Long enough to cross every length limit the contracts set, short enough to stay quick. */
const MAX_GENERATED_LENGTH = 300;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(
    schema.maxLength ?? MAX_GENERATED_LENGTH,
    Math.max(minLength, MAX_GENERATED_LENGTH),
  );
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // fast-check cannot generate from lookarounds: generate without them, keep what matches.
    const generable = new RegExp(schema.pattern.replace(/\(\?<?[!=][^)]*\)/g, ''));
    return fc
      .stringMatching(generable)
      .filter((value) => pattern.test(value) && value.length >= minLength && value.length <= maxLength);
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  if (integer)
    return fc.integer({
      min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)),
      max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)),
    });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export function arbitraryFromJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(arbitraryFromJsonSchema));
  if (schema.allOf?.length) return arbitraryFromJsonSchema(schema.allOf[0]!);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryFromJsonSchema({ ...schema, type })));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryFromJsonSchema(value)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(schema.items ? arbitraryFromJsonSchema(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 12, 12),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values shaped by a zod request schema (its input side: what a client sends). */
export function arbitraryFor(schema: ZodType): fc.Arbitrary<unknown> {
  return arbitraryFromJsonSchema(
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  );
}

/**
 * A value a careless or hostile client could send instead: wrong types, nulls, huge and odd
 * unicode strings, unknown and prototype-polluting keys, deep nesting. Returned as JSON text so
 * `__proto__` arrives as a key, not as a prototype.
 */
export function hostileJson(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const odd = fc.oneof(
    fc.constant(null),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant([]),
    fc.constant({}),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constant('\u0000'),
    fc.constant('x'.repeat(200_000)),
    fc.constant('😀'.repeat(5_000)),
    fc.constant('\ud800'),
  );
  const replaceOneField = fc.tuple(valid, odd, fc.nat()).map(([value, replacement, index]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(replacement);
    const keys = Object.keys(value);
    if (keys.length === 0) return JSON.stringify({ unexpected: replacement });
    const key = keys[index % keys.length]!;
    return JSON.stringify({ ...value, [key]: replacement });
  });
  const protoKey = valid.map((value) => {
    const body = value && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : '{}';
    const inner = body === '{}' ? '' : `,${body.slice(1, -1)}`;
    return `{"__proto__":{"isAdmin":true,"polluted":1},"constructor":{"prototype":{"polluted":1}}${inner}}`;
  });
  const deep = fc
    .integer({ min: 1_000, max: 5_000 })
    .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
  const wholeBody = odd.map((value) => JSON.stringify(value));
  return fc.oneof(replaceOneField, protoKey, deep, wholeBody, fc.constant('{"a":'), fc.constant(''));
}
