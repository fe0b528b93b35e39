import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** SQL text → statement name, for the queries the app compiles once (compiled-once.ts). */
const fixedTexts = new Map<string, string>();

/** Marks a SQL text that the app runs again and again with only its parameters changing. */
export function registerFixedStatement(sql: string): void {
  if (!fixedTexts.has(sql)) fixedTexts.set(sql, `rx_fixed_${fixedTexts.size + 1}`);
}

/** The name a registered text runs under, if it is one (the benchmarks replay it the same way). */
export function fixedStatementName(sql: string): string | undefined {
  return fixedTexts.get(sql);
}

/**
 * A pg pool whose connections run the registered texts as named prepared statements: PostgreSQL
 * parses and plans each of them once per connection instead of once per call (the session lookup
 * behind every request, the list page of each tab, the counters). Other texts — ad hoc filters,
 * whose number is not bounded — run unnamed as before, so no connection collects statements
 * without limit (the registered texts are a bounded set: compiled-once queries are keyed by enums).
 */
export function withPreparedStatements(pool: PostgresPool): PostgresPool {
  const wrapped = new WeakMap<PostgresPoolClient, PostgresPoolClient>();
  const wrap = (client: PostgresPoolClient): PostgresPoolClient => {
    let w = wrapped.get(client);
    if (!w) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      w = new Proxy(client, {
        get(target, prop, receiver) {
          if (prop !== 'query') return Reflect.get(target, prop, receiver) as unknown;
          return (text: unknown, values?: unknown) => {
            const name = typeof text === 'string' ? fixedStatementName(text) : undefined;
            return name ? query({ name, text, values }) : query(text, values);
          };
        },
      });
      wrapped.set(client, w);
    }
    return w;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
