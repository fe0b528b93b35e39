import fc from 'fast-check';
import type { z } from 'zod';
import { MOBILE_PATTERN, nationalIdCheckChar } from '@rxdesk/contract/rules/rules';

// zod 4 keeps each schema's definition on `_zod.def`: its type, its checks, its parts. This reads
// the parts the contract uses (contract/src, modules/*) to generate values zod should accept.
interface Def {
  type: string;
  coerce?: boolean;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => c._zod.def);

/** Length and range bounds of a string, array or number schema. */
export function boundsOf(schema: z.ZodType) {
  const def = defOf(schema);
  let min: number | undefined;
  let max: number | undefined;
  let int = false;
  let pattern: RegExp | undefined;
  let refined = false;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = c.minimum;
    else if (c.check === 'max_length') max = c.maximum;
    else if (c.check === 'length_equals') min = max = c.length;
    else if (c.check === 'greater_than') min = (c.value ?? 0) + (c.inclusive ? 0 : 1);
    else if (c.check === 'less_than') max = (c.value ?? 0) - (c.inclusive ? 0 : 1);
    else if (c.check === 'number_format')
      int = c.format === 'safeint' || c.format?.startsWith('int') === true;
    else if (c.check === 'string_format' && c.pattern) pattern = c.pattern;
    else if (c.check === 'custom') refined = true;
  }
  return { min, max, int, pattern, refined };
}

// Fields whose rule is a predicate (`refine`), which the schema does not describe: their values
// come from the rule itself, by field name.
const nationalId = fc
  .tuple(
    fc.integer({ min: 110000, max: 659999 }),
    fc.date({ min: new Date('1950-01-01'), max: new Date('2010-12-31'), noInvalidDate: true }),
    fc.integer({ min: 100, max: 999 }),
  )
  .map(([region, born, seq]) => {
    const first17 = `${region}${born.toISOString().slice(0, 10).replace(/-/g, '')}${seq}`;
    return first17 + nationalIdCheckChar(first17);
  });
const REFINED_FIELDS: [RegExp, fc.Arbitrary<unknown>][] = [
  [/mobile$/, fc.stringMatching(MOBILE_PATTERN)],
  [/id_card$/, nationalId],
  [/^username$/, fc.stringMatching(/^[a-z][a-z0-9_]{3,15}$/)],
];
const refinedField = (name: string, schema: z.ZodType) =>
  hasRefine(schema) ? REFINED_FIELDS.find(([re]) => re.test(name))?.[1] : undefined;

function hasRefine(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (checksOf(def).some((c) => c.check === 'custom')) return true;
  if (def.innerType) return hasRefine(def.innerType);
  if (def.type === 'pipe') return hasRefine(def.in!) || hasRefine(def.out!);
  return false;
}

/** Values for a schema's input side, aimed at what it accepts (a refine may still refuse some:
 * the suite asks zod itself which requests are valid). `asText`: the value travels as text (a
 * query string or a form), so numbers are written as strings. */
export function valid(schema: z.ZodType, asText = false, depth = 0): fc.Arbitrary<unknown> {
  // A schema whose rules span its fields (a whole goods form) names valid values itself
  // (`.meta({ examples })`): random values would almost never pass them all.
  const examples = (schema as { meta?: () => { examples?: unknown[] } | undefined }).meta?.()?.examples ?? [];
  const generated = generate(schema, asText, depth);
  return examples.length && !asText ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

function generate(schema: z.ZodType, asText: boolean, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const text = (a: fc.Arbitrary<unknown>) => (asText ? a.map((v) => (v === undefined ? v : String(v))) : a);
  switch (def.type) {
    case 'string': {
      const { min, max, pattern } = boundsOf(schema);
      if (pattern)
        return fc.stringMatching(pattern).filter((s) => s.length >= (min ?? 0) && s.length <= (max ?? 1e6));
      return fc.oneof(
        fc.string({ minLength: min ?? 0, maxLength: Math.min(max ?? 40, 40) }),
        fc.string({ unit: 'grapheme', minLength: min ?? 0, maxLength: Math.min(max ?? 20, 20) }),
      );
    }
    case 'number': {
      const { min, max, int, refined } = boundsOf(schema);
      if (refined)
        return asText ? fc.integer({ min: 0, max: 4 }).map(String) : fc.integer({ min: 0, max: 4 });
      const lo = min ?? -1e6;
      const hi = max ?? 1e6;
      const n = int
        ? fc.oneof(fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi))
        : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
      return asText || def.coerce ? (asText ? n.map(String) : fc.oneof(n, n.map(String))) : n;
    }
    case 'boolean':
      return text(fc.boolean());
    case 'enum':
      return text(fc.constantFrom(...Object.values(def.entries ?? {})));
    case 'literal':
      return text(fc.constantFrom(...(def.values ?? [])));
    case 'null':
      return fc.constant(null);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
      return fc.option(valid(def.innerType!, asText, depth), { nil: undefined, freq: 3 });
    case 'default':
    case 'catch':
    case 'readonly':
      return fc.option(valid(def.innerType!, asText, depth), { nil: undefined, freq: 3 });
    case 'nullable':
      return asText
        ? valid(def.innerType!, asText, depth)
        : fc.option(valid(def.innerType!, asText, depth), { nil: null });
    case 'pipe':
      // A transform after (`.transform`): generate its input; before (`z.preprocess`): its output.
      return defOf(def.in!).type === 'transform'
        ? valid(def.out!, asText, depth)
        : valid(def.in!, asText, depth);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => valid(o, asText, depth)));
    case 'array': {
      const { min, max } = boundsOf(schema);
      return fc.array(valid(def.element!, asText, depth + 1), {
        minLength: min ?? 0,
        maxLength: Math.min(max ?? 4, 4),
      });
    }
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 8 }),
        valid(def.valueType!, asText, depth + 1),
        {
          maxKeys: 3,
        },
      );
    case 'object': {
      const shape = def.shape ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(shape)) {
        const hinted = refinedField(k, v);
        const optional = ['optional', 'default'].includes(defOf(v).type);
        model[k] = hinted
          ? optional
            ? fc.option(hinted, { nil: undefined, freq: 3 })
            : hinted
          : valid(v, asText, depth + 1);
      }
      return fc.record(model).map(dropUndefined);
    }
    default:
      throw new Error(`trust/zod-arbitrary.ts: no generator for zod type "${def.type}"`);
  }
}

const dropUndefined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The fields of an object schema (through optional / default / pipe wrappers), or none. */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.type === 'pipe') return fieldsOf(defOf(def.in!).type === 'transform' ? def.out : def.in);
  return {};
}

/** Values just past a field's limits (one character too many or too few, one past the range, a
 * fraction for an integer): what a boundary check must refuse. Empty for a field without limits. */
export function pastBounds(schema: z.ZodType, asText = false): fc.Arbitrary<unknown>[] {
  let inner = schema;
  for (let def = defOf(inner); def.innerType || def.type === 'pipe'; def = defOf(inner))
    inner = def.innerType ?? (defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  const def = defOf(inner);
  const { min, max, int } = boundsOf(inner);
  const out: unknown[] = [];
  if (def.type === 'string') {
    if (max !== undefined && max < 100_000) out.push('字'.repeat(max + 1));
    if (min !== undefined && min > 0) out.push('字'.repeat(min - 1));
  } else if (def.type === 'number') {
    if (min !== undefined) out.push(min - 1);
    if (max !== undefined) out.push(max + 1);
    if (int) out.push((min ?? 0) + 0.5);
  } else if (def.type === 'array') {
    if (max !== undefined && max < 1000) out.push(Array.from({ length: max + 1 }, () => 'x'));
  }
  const values = asText ? out.map((v) => (Array.isArray(v) ? v : String(v))) : out;
  return values.length ? [fc.constantFrom(...values)] : [];
}
