import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/** Test support for backup.test.ts: reads a whole database with the bare driver (no app, no
 * Kysely), the same way on SQLite and PostgreSQL, so a restored copy can be compared with its source. */
export interface RawDb {
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

export type DbTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export async function openRaw(target: DbTarget): Promise<RawDb> {
  if (target.kind === 'sqlite') {
    const db = new SqliteDatabase(target.file, { fileMustExist: true, readonly: true });
    db.pragma('busy_timeout = 5000');
    return {
      query: async <T>(sql: string) => {
        const statement = db.prepare(sql);
        if (statement.reader) return statement.all() as T[];
        statement.run();
        return [];
      },
      close: async () => {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}

/** Every user table → its rows as JSON text, sorted: equal maps mean equal databases. Read in one
 * transaction so a database still being written is read as of one moment. */
export async function dumpTables(db: RawDb, kind: DbTarget['kind']): Promise<Map<string, string[]>> {
  const names = await db.query<{ name: string }>(
    kind === 'sqlite'
      ? "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name"
      : "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const out = new Map<string, string[]>();
  await db.query(kind === 'sqlite' ? 'begin' : 'begin isolation level repeatable read');
  for (const { name } of names) {
    const rows = await db.query(`select * from "${name}"`);
    out.set(name, rows.map((r) => JSON.stringify(r)).sort());
  }
  await db.query('commit');
  return out;
}

/** What a consistent copy of RxDesk must satisfy whatever moment it was taken at: every order has
 * its lines, the tab counters equal the orders they count, and stock reserved by the orders placed
 * since `since` is exactly what the goods lost. Returns the violations (empty = consistent). */
export async function orderInvariants(
  db: RawDb,
  since: { maxOrderId: number; stock: Map<number, number> },
): Promise<string[]> {
  const problems: string[] = [];
  const bare = await db.query<{ sn: string }>(
    'select sn from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
  );
  for (const o of bare) problems.push(`order ${o.sn} has no lines`);

  const counted = await db.query<{ k: string; n: number }>(
    "select shop_id || '/' || status || '/' || shipping_type as k, n from order_counters where n <> 0",
  );
  const actual = await db.query<{ k: string; n: number }>(
    "select shop_id || '/' || status || '/' || shipping_type as k, count(*) as n from orders group by shop_id, status, shipping_type",
  );
  const want = new Map(actual.map((r) => [r.k, Number(r.n)]));
  const have = new Map(counted.map((r) => [r.k, Number(r.n)]));
  for (const k of new Set([...want.keys(), ...have.keys()]))
    if ((want.get(k) ?? 0) !== (have.get(k) ?? 0))
      problems.push(`counter ${k} = ${have.get(k) ?? 0} but ${want.get(k) ?? 0} orders`);

  const reserved = await db.query<{ goods_id: number; n: number }>(
    `select goods_id, sum(num) as n from order_items where order_id > ${since.maxOrderId} group by goods_id`,
  );
  const stock = await db.query<{ id: number; stock: number }>('select id, stock from goods');
  const taken = new Map(reserved.map((r) => [Number(r.goods_id), Number(r.n)]));
  for (const g of stock) {
    const before = since.stock.get(Number(g.id));
    if (before === undefined) continue;
    const expected = before - (taken.get(Number(g.id)) ?? 0);
    if (Number(g.stock) !== expected) problems.push(`goods ${g.id}: stock ${g.stock}, expected ${expected}`);
  }
  return problems;
}
