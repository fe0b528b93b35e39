import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './dialect.ts';
import { HOLE } from './json-holes.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
type AnyDb = Kysely<any>;

/**
 * JSON written by SQLite itself, for the list pages that every screen reads again and again.
 *
 * Why SQLite: better-sqlite3 hands each value over through V8's API, and a 20-row page of the
 * order list is ~460 values; then came objects, the schema check, JSON.stringify and the UTF-8
 * encoding of the answer — about two thirds of a list request's CPU. SQLite's JSON functions write
 * the whole page in C in less time than reading its values took (51 against 56 µs for page 1,
 * bench/README.md, eighth pass), and the server sends those bytes on.
 *
 * Why not PostgreSQL: its JSON functions cost more of the database's CPU than they save the app
 * (a 20-row page: 80 → 150–190 µs of PostgreSQL's CPU, where reading the rows and JSON.stringify
 * cost the app ~60 µs less), and the database is the part that does not scale out. There the app
 * reads rows (`rendersJson` is false).
 *
 * A value only the app knows (the actions the order state machine allows) is a hole: SQLite writes
 * the facts it depends on as a JSON key between separators (json-holes.ts), and the app fills it.
 */

/** Whether the database writes list pages' JSON itself: SQLite yes, PostgreSQL no (see above). */
export function rendersJson(db: AnyDb): boolean {
  return !isPostgres(db);
}

/** How a column becomes a JSON value: a string, an integer, or fen written as yuan (DESIGN.md §3). */
export type JsonFieldKind = 'text' | 'int' | 'fen';

export interface JsonField {
  /** The name in the JSON object. */
  readonly name: string;
  readonly column: string;
  readonly kind: JsonFieldKind;
}

/** A value the app fills in (json-holes.ts): under `name`, keyed by these columns' values as a
 * JSON array. */
export interface JsonHole {
  readonly name: string;
  readonly key: readonly string[];
}

function sqliteOnly(db: AnyDb): void {
  if (!rendersJson(db)) throw new Error('sql-json: only SQLite writes list pages as JSON');
}

/**
 * One row as a JSON object: the hole (if any) first, then the fields in order. Every text goes
 * through SQLite's own JSON quoting, so any value a user typed is escaped as JSON requires. Fen
 * becomes yuan as `fenToYuan` (platform/money.ts) makes it: SQLite writes a REAL in JSON with 15
 * significant digits, exact for any amount below 10^13 fen.
 */
export function jsonObjectSql(db: AnyDb, fields: readonly JsonField[], hole?: JsonHole): RawBuilder<string> {
  sqliteOnly(db);
  if (fields.length === 0) throw new Error('jsonObjectSql: a JSON object needs at least one field');
  const args = fields.flatMap((f) => [
    sql.lit(f.name),
    f.kind === 'fen' ? sql`${sql.ref(f.column)} / 100.0` : sql.ref(f.column),
  ]);
  const object = sql<string>`json_object(${sql.join(args)})`;
  if (!hole) return object;
  // json_object would quote the separators: the hole goes in front of its text, whose opening
  // brace ltrim() drops (the object's next character is the quote of its first name). Not
  // substr(x, 2): without a length, SQLite walks the whole text character by character to find its
  // end (~10 % of the row's rendering for 20 rows of Chinese text).
  const sep = sql.lit(HOLE);
  const key = sql`json_array(${sql.join(hole.key.map((c) => sql.ref(c)))})`;
  return sql<string>`${sql.lit(`{${JSON.stringify(hole.name)}:`)} || ${sep} || ${key} || ${sep} || ',' || ltrim(${object}, '{')`;
}

/**
 * A list page as DESIGN.md §3 answers it, `{"data":[…],"data_total":…,"page_no":…,"page_size":…}`,
 * aggregated over the rows the query selects, highest `orderColumn` first. The query must be an
 * aggregate (no GROUP BY): it gives one row, even for a page past the last. The text comes as a
 * BLOB: bytes, which the read worker fills and hands over as they are (a TEXT would be decoded into
 * a JavaScript string, ~12 µs for a 20-row page, to be encoded again for the socket).
 */
export function jsonListPageSql(
  db: AnyDb,
  page: {
    row: RawBuilder<string>;
    orderColumn: string;
    total: Expression<unknown>;
    pageNo: unknown;
    pageSize: number;
  },
): RawBuilder<Buffer> {
  sqliteOnly(db);
  const rows = sql`group_concat(${page.row}, ',' order by ${sql.ref(page.orderColumn)} desc)`;
  return sql`cast('{"data":[' || coalesce(${rows}, '') || '],"data_total":' || ${page.total} || ',"page_no":' || cast(${page.pageNo} as integer) || ',"page_size":' || ${sql.lit(page.pageSize)} || '}' as blob)`;
}
