/**
 * Generates the orders benchmark database: 1 000 000 orders over 100 shops, shop 1 (演示大药房,
 * founder admin/admin123) holding 500 000.
 *
 *   npx tsx bench/orders/generate-orders.ts                 # SQLite, bench/.data/orders.db (BENCH_DB)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/orders/generate-orders.ts
 *
 * Schema via the real migrator, demo shop via seedDemo, 98 more shops by plain inserts (the seed
 * makes shop 2), orders bulk-loaded with the bare driver, then order_counters and order_serials
 * rebuilt from the rows with one INSERT … SELECT … GROUP BY each. Optional: BENCH_ORDERS (total),
 * BENCH_ANALYZE=1 (also ANALYZE the SQLite file; the app itself never does).
 */
import { existsSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest } from '@rxdesk/server/src/platform/db/migrator.ts';
import { seedDemo } from '@rxdesk/server/src/seed/seed.ts';
import { DEMO_SHOP_NAME } from '@rxdesk/server/src/seed/demo-accounts.ts';
import { ORDER_TABS } from '@rxdesk/contract/orders/order-enums';
import { benchTarget, deadline, openAppDb, PG_SCHEMA, table, type Target } from './common.ts';
import { COUNTERS_SQL, ORDER_COLUMNS, SERIALS_SQL, type OrderRow } from './order-columns.ts';
import { orderRows, type GeneratorOptions } from './order-rows.ts';

const TOTAL = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SHOPS = 100;
const BIG_SHOP_ORDERS = Math.round(TOTAL / 2);
const DAYS = 180;

const SHOP_WORDS = [
  '康宁',
  '益丰',
  '同仁',
  '百姓',
  '仁心',
  '济民',
  '安康',
  '瑞年',
  '华康',
  '惠民',
  '国大',
  '一心',
  '老百姓',
  '海王',
  '德仁',
  '寿全',
  '健之佳',
  '九州',
  '恒生',
  '福寿',
];
const CITIES = ['上海', '杭州', '苏州', '南京', '无锡', '宁波', '北京', '深圳', '广州', '成都'];

async function freshDatabase(t: Target): Promise<void> {
  if (t.kind === 'sqlite') {
    for (const f of [t.file, `${t.file}-wal`, `${t.file}-shm`]) if (existsSync(f)) rmSync(f);
    return;
  }
  const c = new pg.Client({ connectionString: t.url });
  await c.connect();
  await c.query(`drop schema if exists ${PG_SCHEMA} cascade`);
  await c.query(`create schema ${PG_SCHEMA}`);
  await c.end();
}

async function loadSqlite(file: string, opts: GeneratorOptions, analyze: boolean): Promise<void> {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF'); // this connection only: a bulk load that is redone on failure
  sqlite.pragma('cache_size = -262144'); // 256 MiB page cache while building the indexes
  // Secondary indexes are dropped and rebuilt afterwards from their own stored DDL (the
  // migration's exact definitions): one sorted build each instead of 1M random B-tree inserts.
  const indexes = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and tbl_name = 'orders' and sql is not null`,
    )
    .all() as { name: string; sql: string }[];
  for (const ix of indexes) sqlite.exec(`drop index ${ix.name}`);
  const cols = ORDER_COLUMNS.map((c) => c.name);
  const insert = sqlite.prepare(
    `insert into orders (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`,
  );
  const BATCH = 50_000;
  const insertMany = sqlite.transaction((rows: OrderRow[]) => {
    for (const row of rows) insert.run(row);
  });
  let batch: OrderRow[] = [];
  let done = 0;
  const t0 = performance.now();
  for (const row of orderRows(opts)) {
    batch.push(row);
    if (batch.length === BATCH) {
      insertMany(batch);
      done += batch.length;
      batch = [];
      if (done % 200_000 === 0)
        console.log(`  ${done} rows, ${Math.round(done / ((performance.now() - t0) / 1000))} rows/s`);
    }
  }
  if (batch.length) insertMany(batch);
  console.log(
    `  rows in: ${((performance.now() - t0) / 1000).toFixed(1)} s; rebuilding ${indexes.length} indexes`,
  );
  for (const ix of indexes) sqlite.exec(ix.sql);
  sqlite.transaction(() => {
    // Rebuilt from every row, the demo seed's included (the seed wrote its own rows first).
    sqlite.exec('delete from order_counters; delete from order_serials');
    sqlite.exec(COUNTERS_SQL);
    sqlite.exec(SERIALS_SQL);
  })();
  if (analyze) sqlite.exec('analyze');
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}

async function loadPostgres(url: string, opts: GeneratorOptions): Promise<void> {
  const c = new pg.Client({ connectionString: url, options: `-c search_path=${PG_SCHEMA}` });
  await c.connect();
  await c.query('set synchronous_commit = off');
  // One multi-row INSERT per batch: each column travels as one typed array, unnest() turns them into rows.
  const cols = ORDER_COLUMNS.map((col) => col.name);
  const text = `insert into orders (${cols.join(', ')}) select * from unnest(${ORDER_COLUMNS.map((col, i) => `$${i + 1}::${col.pg}[]`).join(', ')})`;
  const BATCH = 10_000;
  const toColumns = (rows: OrderRow[]) => ORDER_COLUMNS.map((_, ci) => rows.map((r) => r[ci] ?? null));
  let pending: Promise<unknown> = Promise.resolve();
  let batch: OrderRow[] = [];
  let done = 0;
  const t0 = performance.now();
  for (const row of orderRows(opts)) {
    batch.push(row);
    if (batch.length === BATCH) {
      const params = toColumns(batch);
      await pending; // build the next batch while the server inserts this one
      pending = c.query(text, params);
      done += batch.length;
      batch = [];
      if (done % 200_000 === 0)
        console.log(`  ${done} rows, ${Math.round(done / ((performance.now() - t0) / 1000))} rows/s`);
    }
  }
  await pending;
  if (batch.length) await c.query(text, toColumns(batch));
  await c.query('begin');
  await c.query('delete from order_counters; delete from order_serials');
  await c.query(COUNTERS_SQL);
  await c.query(SERIALS_SQL);
  await c.query(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
  await c.query('commit');
  // What autovacuum does on its own shortly after a bulk load: statistics and the visibility map
  // (index-only scans) — done here so the first benchmark does not race it.
  await c.query('vacuum analyze orders');
  await c.query('analyze order_counters');
  await c.end();
}

async function main() {
  deadline(30 * 60, 'generate-orders');
  const t = benchTarget();
  const now = Math.floor(Date.now() / 1000);
  console.log(
    `target: ${t.kind === 'sqlite' ? t.file : `${t.url} (schema ${PG_SCHEMA})`}; ${TOTAL} orders, ${SHOPS} shops, shop 1 = ${BIG_SHOP_ORDERS}`,
  );
  const tStart = performance.now();
  await freshDatabase(t);

  const db = openAppDb(t);
  await migrateToLatest(db, t.kind === 'postgres' ? { schema: PG_SCHEMA } : {});
  await seedDemo(db, now);
  const demo = await db
    .selectFrom('shops')
    .select('id')
    .where('shop_name', '=', DEMO_SHOP_NAME)
    .executeTakeFirstOrThrow();
  if (Number(demo.id) !== 1) throw new Error(`the demo shop must be shop 1 (got ${demo.id})`);
  const existing = Number(
    (
      await db
        .selectFrom('shops')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const more = Array.from({ length: SHOPS - existing }, (_, k) => {
    const n = existing + k + 1;
    const city = CITIES[n % CITIES.length]!;
    return {
      shop_name: `${SHOP_WORDS[n % SHOP_WORDS.length]}大药房（${city}${n}号店）`,
      shop_logo: '/logo.svg',
      contact_name: '店长',
      contact_phone: `0${21 + (n % 70)}-${String(5550000 + n * 37).slice(0, 7)}`,
      address: `${city}市 第 ${n} 号门店`,
      closed: 0,
      lat: 30 + (n % 10) / 10,
      lng: 120 + (n % 7) / 10,
      created_at: now - 400 * 86_400,
      updated_at: now - 400 * 86_400,
    };
  });
  if (more.length) await db.insertInto('shops').values(more).execute();
  const tSchema = performance.now();
  console.log(`schema + seed + ${SHOPS} shops: ${((tSchema - tStart) / 1000).toFixed(1)} s`);

  // The demo seed places a few orders of its own (prescriptions, drop-ship, after-sale cases);
  // they stay, and the generated ones follow them.
  const seeded = await db
    .selectFrom('orders')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('id').as('max')])
    .executeTakeFirstOrThrow();
  const seededShop1 = Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );
  const opts: GeneratorOptions = {
    firstId: Number(seeded.max ?? 0) + 1,
    total: TOTAL,
    bigShopOrders: BIG_SHOP_ORDERS,
    shops: SHOPS,
    now,
    days: DAYS,
  };
  await db.destroy();
  if (t.kind === 'sqlite') await loadSqlite(t.file, opts, process.env.BENCH_ANALYZE === '1');
  else await loadPostgres(t.url, opts);
  const tLoad = performance.now();
  const loadSeconds = (tLoad - tSchema) / 1000;

  // Check what was built, through the app's own connection settings.
  const check = openAppDb(t);
  const count = async (shop?: number) =>
    Number(
      (
        await check
          .selectFrom('orders')
          .$if(shop !== undefined, (b) => b.where('shop_id', '=', shop!))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const total = await count();
  const shop1 = await count(1);
  const byStatus = await check
    .selectFrom('order_counters')
    .select(['status'])
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .where('shop_id', '=', 1)
    .groupBy('status')
    .orderBy('status')
    .execute();
  const waitShip = await check
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', 1)
    .where('status', 'in', [...ORDER_TABS.WAIT_SHIP])
    .where('shipping_type', '!=', 'SELF_PICK')
    .executeTakeFirstOrThrow();
  const counterSum = await check
    .selectFrom('order_counters')
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .executeTakeFirstOrThrow();
  const shops = await check
    .selectFrom('orders')
    .select((eb) => eb.fn.count<number>('shop_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  await check.destroy();
  const expected = TOTAL + Number(seeded.n);
  if (total !== expected || shop1 !== BIG_SHOP_ORDERS + seededShop1 || Number(counterSum.n) !== expected) {
    throw new Error(`check failed: total ${total}, shop 1 ${shop1}, counters ${counterSum.n}`);
  }
  console.log(
    `\nshop 1 by status (order_counters):\n${table([['status', 'orders'], ...byStatus.map((r) => [r.status, Number(r.n)])])}`,
  );
  console.log(
    `shop 1 WAIT_SHIP tab: ${waitShip.n} orders (page 500 × 20 needs ≥ 10 000); shops with orders: ${shops.n}`,
  );
  const rate = Math.round(TOTAL / loadSeconds);
  console.log(
    `generated ${TOTAL} orders (${t.label}) in ${loadSeconds.toFixed(1)} s load + ${((tSchema - tStart) / 1000).toFixed(1)} s schema/seed: ${rate} rows/s; shop 1 = ${shop1}; total ${total}`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
