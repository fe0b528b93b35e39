import { PostgresAdapter, sql, type Kysely, type CreateTableBuilder, type RawBuilder } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema, typed or not
type AnyDb = Kysely<any>;

/** The few places where SQLite and PostgreSQL differ are answered here and nowhere else. */
export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment integer primary key named `id`. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Case-insensitive LIKE: PostgreSQL's LIKE is case-sensitive, SQLite's is not for ASCII. */
export function likeOperator(db: AnyDb): 'ilike' | 'like' {
  return isPostgres(db) ? 'ilike' : 'like';
}

/** Escapes LIKE wildcards in user input so a keyword such as '50%' matches literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function likeEscape(): RawBuilder<unknown> {
  return sql`escape '\\'`;
}

/** A derived table of integer rows passed as one JSON parameter (`rows[i][j]` is column j), for
 * joining figures computed in memory to a table with the filters, order and page written in SQL. */
export function integerRows(db: AnyDb, rows: readonly (readonly number[])[], columns: readonly string[]) {
  const json = JSON.stringify(rows);
  const list = sql.join(
    columns.map((c, i) =>
      isPostgres(db)
        ? sql`(r.value ->> ${sql.lit(i)})::bigint as ${sql.ref(c)}`
        : sql`json_extract(r.value, ${sql.lit(`$[${i}]`)}) as ${sql.ref(c)}`,
    ),
  );
  return isPostgres(db)
    ? sql`(select ${list} from jsonb_array_elements(${json}::jsonb) as r)`
    : sql`(select ${list} from json_each(${json}) as r)`;
}
