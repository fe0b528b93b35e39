import type { FastifyInstance } from 'fastify';
import { invalidField } from './app-error.ts';

/** A place in a parsed request (params, query, body) whose text holds a NUL character, as a
 * field path; null when there is none. Walks with its own stack, not recursion: a body may nest
 * deeper than the call stack (JSON.parse takes 20 000 levels). */
export function nulField(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return path;
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    const entries = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return at;
      stack.push([inner, at]);
    }
  }
  return null;
}

/** No text of ours may hold NUL: PostgreSQL refuses it in a text value (the request failed with
 * 500 there while SQLite stored it), and no form, order number or name means one. Refused as a
 * validation error before any route reads the request (issue 19, trust/fuzz). */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const field = nulField(request[part]);
      if (field !== null) throw invalidField(field || part, 'error.validation', { field: field || part });
    }
  });
}
