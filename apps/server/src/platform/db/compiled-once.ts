import type { CompiledQuery } from 'kysely';
import type { Db } from './database.ts';
import { fixedStatementRunner, registerFixedStatement } from './pg-prepared.ts';

/** Stands in for a value while the query is built; replaced by the caller's value at each call. */
class Placeholder {
  constructor(readonly name: string) {}
}

type Args = Record<string, unknown>;

interface Compilable<R> {
  compile(): CompiledQuery<R>;
}

/** What a bound call hands to its runner: readOffLoop accepts it as it accepts a query builder. */
export interface BoundQuery<R> {
  compile(): CompiledQuery<R>;
  execute(): Promise<R[]>;
}

/**
 * A query that Kysely builds and compiles once; each call only binds its values.
 *
 * Building and compiling a query (operation nodes, freezes, identifier checks, the SQL text) cost
 * more than running the small queries of the hottest requests — the session lookup behind every
 * call, and a list page — about a tenth of a list request's CPU (bench/README.md). The query is
 * built once with placeholder objects where the values go; Kysely passes values through untouched
 * into the compiled parameters, so at each call the placeholders are swapped for the caller's
 * values. The SQL text is the same every time: SQLite's statement cache keeps it prepared, and on
 * PostgreSQL it runs as a named prepared statement (pg-prepared.ts), parsed once per connection,
 * on the connections that keep its generic plan (planned once too).
 *
 * `build` must put every argument into the query as a bound value (a `where`, `limit`, `offset`…),
 * never into the SQL text (`sql.lit`, identifiers): that is checked at the first compile.
 * `db` is the database the query runs on: compile applies its plugins as `execute()` would.
 */
export function compiledOnce<A extends Args, R>(
  db: Db,
  names: readonly (keyof A & string)[],
  build: (args: A) => Compilable<R>,
) {
  let compiled: CompiledQuery<R> | null = null;
  let slots: (Placeholder | null)[] = [];

  function template(): CompiledQuery<R> {
    if (compiled) return compiled;
    const placeholders = Object.fromEntries(names.map((n) => [n, new Placeholder(n)])) as unknown as A;
    const c = build(placeholders).compile();
    slots = c.parameters.map((p) => (p instanceof Placeholder ? p : null));
    for (const n of names) {
      if (!slots.some((s) => s?.name === n)) {
        throw new Error(`compiledOnce: argument "${n}" is not a bound value of the query`);
      }
    }
    registerFixedStatement(c.sql); // PostgreSQL: a named prepared statement per connection
    compiled = c;
    return c;
  }

  return function bind(args: A): BoundQuery<R> {
    const c = template();
    const parameters = c.parameters.map((p, i) => {
      const slot = slots[i];
      return slot ? args[slot.name] : p;
    });
    const query: CompiledQuery<R> = { ...c, parameters };
    return {
      compile: () => query,
      execute: async () => (await fixedStatementRunner(db).executeQuery(query)).rows,
    };
  };
}
