import fc from 'fast-check';
import { z } from 'zod';

/** Values that have broken servers before: wrong types, extremes, control and look-alike characters. */
export const hostileValue: fc.Arbitrary<unknown> = fc.constantFrom(
  null,
  '',
  ' ',
  '\u202Egnp.exe',
  '\uD800',
  'a\u0007b',
  'Dеmo',
  '１２３',
  'x'.repeat(5000),
  "'; drop table profiles; --",
  '<script>alert(1)</script>',
  '__proto__',
  '2024-02-30',
  '0000-01-01',
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  true,
  [],
  {},
  { __proto__: { admin: true } },
  [[[[[[[[[[]]]]]]]]]],
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
};

function typed(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map(near));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, near(v)])),
        { requiredKeys: [] },
      );
    case 'array':
      return fc.array(near(schema.items ?? {}), { maxLength: 5 });
    case 'string':
      return schema.format === 'date'
        ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
        : fc.string({ maxLength: 40 });
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? -1e6;
      const hi = schema.maximum ?? 1e6;
      return fc.oneof(
        fc.integer({ min: Math.ceil(lo) - 5, max: Math.floor(Math.min(hi, 1e9)) + 5 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue();
  }
}

/** Mostly well-typed values near the schema, sometimes hostile ones. */
function near(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: typed(schema) }, { weight: 1, arbitrary: hostileValue });
}

/**
 * Request bodies for a call, derived from its zod input schema: near-valid objects with some
 * fields dropped or replaced by hostile values, plus raw text that is not JSON at all.
 */
export function arbitraryBody(input: z.ZodType): fc.Arbitrary<string> {
  const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof(
    { weight: 6, arbitrary: near(schema).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
  );
}
