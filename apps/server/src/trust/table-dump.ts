import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import { isPostgres } from '../platform/db/dialect.ts';

/** Every table's rows as sorted JSON lines: two dumps are equal when nothing was written. */
export type TableDump = Map<string, string[]>;

// Not the product's data: the migrator's bookkeeping, SQLite's statistics and full-text index
// shadow tables (goods_fts*: derived from goods, merged on SQLite's schedule), and the national region
// list (44 000 read-only rows no route writes; dumping it each time would cost the budget).
const SKIPPED = /^(kysely_migration|sqlite_|regions$|goods_fts)/;

/** The statistics rollups (issue 25): recomputed from orders and refunds by the catch-up job on its
 * own timer, so they may change while a request runs without that request having written them.
 * What they hold is proven by their own test (rebuild == incremental), not by who wrote when. */
export const isBackgroundRollup = (table: string) =>
  /^(stat_sale_|stat_member_firsts$|stat_rollup_state$|stat_rollup_revisions$)/.test(table);

async function tableNames(db: Db): Promise<string[]> {
  const rows = isPostgres(db)
    ? (
        await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      ).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
  return rows
    .map((r) => r.name)
    .filter((n) => !SKIPPED.test(n) && !isBackgroundRollup(n))
    .sort();
}

let names: string[] | undefined;

/** Dumps every table. A refused request may leave exactly one trace, and it is left out: the
 * operation log's `permission.denied` row, the audit of the refusal itself. So is the audit of a
 * read that must be logged (`member.mobile.view`: the founder's control read of a full mobile). */
const AUDIT_ONLY = new Set(['permission.denied', 'member.mobile.view']);
export async function dumpTables(db: Db): Promise<TableDump> {
  names ??= await tableNames(db);
  const dump: TableDump = new Map();
  for (const name of names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const kept = name === 'operation_logs' ? rows.filter((r) => !AUDIT_ONLY.has(String(r.action))) : rows;
    dump.set(name, kept.map((r) => JSON.stringify(r)).sort());
  }
  return dump;
}

/** A value that changes whenever anything is written: SQLite's count of rows changed on the
 * connection (in memory there is only one), PostgreSQL's next transaction id (every write takes
 * one; another test file's writes change it too, which only costs a dump). Equal marks mean two
 * dumps would be equal. */
export async function writeMark(db: Db): Promise<string> {
  const { rows } = isPostgres(db)
    ? await sql<{ n: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as n`.execute(db)
    : await sql<{ n: string }>`select cast(total_changes() as text) as n`.execute(db);
  return rows[0]!.n;
}

/** Rows of one shop only: tables with a shop_id keep that shop's rows; the others are left out. */
export function shopRows(dump: TableDump, shopId: number): TableDump {
  const out: TableDump = new Map();
  for (const [name, rows] of dump) {
    const parsed = rows.map((r) => JSON.parse(r) as Record<string, unknown>);
    if (parsed.length === 0 || !('shop_id' in parsed[0]!)) continue;
    out.set(
      name,
      rows.filter((_, i) => Number(parsed[i]!.shop_id) === shopId),
    );
  }
  return out;
}

/** What differs between two dumps, as "table: +row" / "table: -row" lines (empty when equal). */
export function dumpDiff(before: TableDump, after: TableDump, limit = 10): string[] {
  const lines: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const a = new Set(before.get(name) ?? []);
    const b = new Set(after.get(name) ?? []);
    for (const r of a) if (!b.has(r)) lines.push(`${name}: -${r}`);
    for (const r of b) if (!a.has(r)) lines.push(`${name}: +${r}`);
  }
  return lines.slice(0, limit);
}
