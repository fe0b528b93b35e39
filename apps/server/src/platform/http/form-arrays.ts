import type { preValidationHookHandler } from 'fastify';
import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nonoptional', 'default', 'prefault', 'nullable', 'catch', 'readonly']);

/** The schema a value is checked against, past optional/default/… wrappers and a preprocess. */
function unwrapped(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (;;) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in && def.out)
      def = defOf(defOf(def.in).type === 'transform' ? def.out : def.in);
    else return def;
  }
}

/** The top-level fields of an object body schema that hold arrays. */
export function arrayFieldsOf(body: z.ZodType): string[] {
  const def = unwrapped(body);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape)
    .filter(([, field]) => unwrapped(field).type === 'array')
    .map(([name]) => name);
}

/**
 * A form body carries an array as repeated keys (DESIGN.md §3), so an array of one element arrives
 * as a plain value (`images=a.png`), which the route's schema would refuse. Before validation,
 * such a value of an array field becomes an array of one; JSON bodies are left as they are (a JSON
 * client writes arrays as arrays). Found by the trust suite's fuzzing (issue 19).
 */
export function formArrays(fields: readonly string[]): preValidationHookHandler {
  return (request, _reply, done) => {
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (type.startsWith('application/x-www-form-urlencoded')) arraysOfOne(request.body, fields);
    done();
  };
}

/** Makes each plain value of `fields` in a parsed form an array of one (in place). */
export function arraysOfOne(form: unknown, fields: readonly string[]): void {
  if (!form || typeof form !== 'object') return;
  const values = form as Record<string, unknown>;
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined && !Array.isArray(value)) values[field] = [value];
  }
}
