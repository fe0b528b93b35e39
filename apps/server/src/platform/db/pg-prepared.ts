import type { Kysely, PostgresPool, PostgresPoolClient } from 'kysely';

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
export function withPreparedStatements(pool: PostgresPool, alsoOnEnd?: () => Promise<void>): PostgresPool {
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
    end: async () => {
      await Promise.all([pool.end(), alsoOnEnd?.()]);
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by any Kysely instance
const genericPlanDatabases = new WeakMap<Kysely<any>, Kysely<any>>();

/**
 * createDatabase gives a PostgreSQL database a second, smaller pool whose connections set
 * `plan_cache_mode = force_generic_plan`, for the registered texts only.
 *
 * Why: from its sixth call on, PostgreSQL keeps a prepared statement's generic plan only if it
 * costs no more than the custom plans made so far. For a list page — `where shop_id = $1 …
 * order by id desc limit 20 offset $2` — a custom plan knows the offset and the generic plan
 * assumes a tenth of the shop's average rows, so on a database with large shops PostgreSQL plans
 * the two-table join again at every call: ~0.3 ms of its CPU, two thirds of the page's
 * (bench/README.md, "third pass"). The registered texts are the few queries whose best plan does
 * not depend on their values (the shop's index walked backwards, a session by its key, a shop's
 * counters), so their generic plan is that plan. Ad hoc queries (keyword, time range…) keep the
 * main pool and its custom plans, which do depend on the values.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function attachGenericPlanDatabase(db: Kysely<any>, generic: Kysely<any>): void {
  genericPlanDatabases.set(db, generic);
}

/** Where a query compiled once runs: the generic-plan pool of a PostgreSQL database, else `db`
 * itself (SQLite; a transaction or a single connection, which must keep their own connection). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function fixedStatementRunner<K extends Kysely<any>>(db: K): K {
  return (genericPlanDatabases.get(db) as K | undefined) ?? db;
}
