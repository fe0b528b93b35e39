import type pg from 'pg';

/** Distinct statement texts named per process: PostgreSQL keeps a named statement per connection
 * until it closes, so the bound caps that memory at this many statements per connection. */
export const DEFAULT_NAMED_STATEMENTS = 256;

/** Only plain DML is named: `begin`/`commit`, `set`, DDL and the migrator's locks stay unnamed. */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** A keyword search is planned on every call: how to read it depends on how many rows the keyword
 * matches, which the generic plan a named statement turns to after five calls cannot know. The
 * goods picker's "感冒" went from 3 ms to 18.5 ms on it (walking the primary key backwards,
 * testing every row's search vector). */
const PLANNED_PER_CALL = /@@ to_tsquery\(/;

/**
 * PostgreSQL's counterpart of the SQLite statement cache (statement-cache.ts): every DML text
 * Kysely sends is run as a named prepared statement, so each connection parses and plans it once
 * instead of on every call (the list page's plan took longer than its execution: planning ~0.3 ms
 * against 0.3 ms run, bench/README.md). node-postgres keeps the per-connection "already parsed"
 * set itself; this only gives each text a stable name. Texts past the bound (an `in ($1, $2, …)`
 * list of yet another length) run unnamed, as before.
 */
export function nameStatements(pool: pg.Pool, max = DEFAULT_NAMED_STATEMENTS): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    const name = `rx${names.size}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely's PostgresDriver calls query(text, values); a cursor (the streamed export) or a
    // config object passes through untouched.
    client.query = ((text: unknown, ...rest: unknown[]) => {
      const name =
        typeof text === 'string' && NAMEABLE.test(text) && !PLANNED_PER_CALL.test(text)
          ? nameOf(text)
          : undefined;
      return name === undefined
        ? query(text, ...rest)
        : query({ name, text, values: rest[0] }, ...rest.slice(1));
    }) as typeof client.query;
  });
}
