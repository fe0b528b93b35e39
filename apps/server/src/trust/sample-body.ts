import fc from 'fast-check';
import type { z } from 'zod';
import { valid } from './zod-arbitrary.ts';

/** A body the route's schema accepts (the first of fixed-seed samples zod agrees with), with the
 * given fields set; undefined when the route takes no body. */
export function sampleBody(schema: z.ZodType | undefined, fields: Record<string, unknown> = {}): unknown {
  if (!schema) return undefined;
  let issue = '';
  for (const candidate of fc.sample(valid(schema), { seed: 19, numRuns: 200 })) {
    const body =
      candidate && typeof candidate === 'object' && !Array.isArray(candidate)
        ? { ...(candidate as object), ...fields }
        : candidate;
    const parsed = schema.safeParse(body);
    if (parsed.success) return body;
    issue = JSON.stringify(parsed.error.issues[0]);
  }
  throw new Error(`no valid body sampled (${issue}): teach trust/zod-arbitrary.ts`);
}
