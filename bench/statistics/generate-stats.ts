/**
 * Generates the statistics benchmark database: BENCH_ORDERS (default 1 000 000) orders over the
 * last two years for shop 1 (演示大药房, admin/admin123), plus 5% as many for three other shops,
 * with 1-3 lines each over 2 000 goods, 60 000 members, 31 provinces, six order sources; 2% cancelled
 * before payment, ~1% cancelled after payment (whole CANCEL refund), ~1.6% partly refunded. Rows are
 * made by the database itself (INSERT … SELECT over a recursive counter: no rows cross the wire),
 * then the rollups are built with the rebuild (the code `npm run -w apps/server stats:rebuild` runs).
 *
 *   npm run -w bench stats:generate        # SQLite, bench/.data/statistics.db (BENCH_DB)
 *   npm run -w bench stats:generate:pg     # PostgreSQL (BENCH_DATABASE_URL), schema bench
 */
import { existsSync, rmSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'kysely';
import { migrateToLatest } from '@rxdesk/server/src/platform/db/migrator.ts';
import { seedDemo } from '@rxdesk/server/src/seed/seed.ts';
import { systemClock } from '@rxdesk/server/src/platform/clock.ts';
import { RollupJob } from '@rxdesk/server/src/modules/statistics/rollup-job.service.ts';
import { RollupRepository } from '@rxdesk/server/src/modules/statistics/rollup.repository.ts';
import { benchTarget, deadline, openAppDb, PG_SCHEMA, type Target } from '../orders/common.ts';

const TOTAL = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const OTHER = Math.round(TOTAL * 0.05);
const GOODS = 2000;
const MEMBERS = 60_000;
const SPAN = 730 * 86_400;
const PROVINCES = [
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65,
];
const SOURCES = ['MINI', 'MINI', 'MINI', 'MINI', 'APP', 'APP', 'WAP', 'PC', 'ERP', 'MEITUAN'];

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

const secs = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

async function main() {
  deadline(40 * 60, 'generate-stats');
  const t = benchTarget('statistics.db');
  const now = Math.floor(Date.now() / 1000);
  console.log(
    `target: ${t.kind === 'sqlite' ? t.file : `${t.url} (schema ${PG_SCHEMA})`}; ${TOTAL} + ${OTHER} orders`,
  );
  const t0 = performance.now();
  await freshDatabase(t);
  const db = openAppDb(t);
  await migrateToLatest(db, t.kind === 'postgres' ? { schema: PG_SCHEMA } : {});
  await seedDemo(db, now);
  if (t.kind === 'sqlite') await sql`pragma synchronous = off`.execute(db);

  // Two more shops (copies of shop 2) and 2 000 goods for shop 1 (copies of its first goods item).
  const { id: _sid, ...shop } = await db
    .selectFrom('shops')
    .selectAll()
    .where('id', '=', 2)
    .executeTakeFirstOrThrow();
  for (const n of [3, 4]) {
    await db
      .insertInto('shops')
      .values({ ...shop, shop_name: `统计压测店${n}` })
      .execute();
  }
  const { id: _gid, ...found } = await db
    .selectFrom('goods')
    .selectAll()
    .where('shop_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // PostgreSQL's goods carry a generated column (search_vector, the goods search) that cannot be
  // inserted: copy only the columns the schema types name.
  const item = Object.fromEntries(
    Object.entries(found).filter(([column]) => column !== 'search_vector'),
  ) as typeof found;
  const rows = Array.from({ length: GOODS }, (_, k) => ({
    ...item,
    goods_code: `STAT${String(k).padStart(5, '0')}`,
    goods_name: `统计压测商品 ${k + 1}`,
  }));
  for (let k = 0; k < rows.length; k += 100)
    await db
      .insertInto('goods')
      .values(rows.slice(k, k + 100))
      .execute();
  const firstGoods = Number(
    (
      await db
        .selectFrom('goods')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('goods_code', '=', 'STAT00000')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const maxOrder = Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0,
  );
  console.log(`schema + seed + shops + goods: ${secs(t0)} s`);

  // Orders: i = 1..TOTAL+OTHER, evenly over the two years (i-th order at start + i·span/total),
  // attributes from cheap integer hashes of i. updated_at is never after now: the catch-up reads
  // a row stamped in the current second again on every run, and a future stamp stays current.
  const t1 = performance.now();
  const h = (salt: number, mod: number) => sql.raw(`((i * ${2654435761 % 1000003} + ${salt}) % ${mod})`);
  const start = now - SPAN;
  const region = sql.raw(
    `case (i % ${PROVINCES.length}) ${PROVINCES.map((p, k) => `when ${k} then '${p},${p}01,${p}0101'`).join(' ')} end`,
  );
  const source = sql.raw(`case (i % 10) ${SOURCES.map((s, k) => `when ${k} then '${s}'`).join(' ')} end`);
  const total = TOTAL + OTHER;
  const at = sql.raw(
    `(${start} + (case when i <= ${TOTAL} then (i * ${SPAN}) / ${TOTAL + 1} else ((i - ${TOTAL}) * ${SPAN}) / ${OTHER + 1} end))`,
  );
  // The counter is a bigint: its hashes (i × 654 000-odd) pass PostgreSQL's 32-bit integer.
  // One statement per 100 000 orders keeps each transaction (and SQLite's journal) moderate.
  for (let from = 1; from <= total; from += 100_000) {
    const to = Math.min(total, from + 99_999);
    await sql`
      with recursive n(i) as (select cast(${sql.lit(from)} as bigint) union all select i + 1 from n where i < ${sql.lit(to)})
      insert into orders (id, shop_id, sn, member_id, order_source, shipping_type, payment_type, status, status_before,
        paid, service_status, entry_status, entry_error, is_erp, pos_print_status, is_meituan, is_prescription,
        rx_status, rx_reference, goods_price, shipping_price, discount_price, adjust_price, order_price, paid_amount,
        goods_num, goods_names, consignee_name, consignee_mobile, region_ids, region_names, address, lat, lng, remark,
        pickcode, serial_number, serial_day, express_code, express_name, waybill_no, courier_message, delivery_partner,
        delivery_status, delivery_order_id, delivery_fee, rider_name, rider_phone, print_name, printed_at, promotions,
        cancel_requested, cancel_reason, created_at, paid_at, shipped_at, received_at, completed_at, cancelled_at, updated_at)
      select ${sql.lit(maxOrder)} + i, case when i <= ${sql.lit(TOTAL)} then 1 else 2 + (i % 3) end, 'SB' || i,
        1 + ${h(7, MEMBERS)}, ${source}, 'EXPRESS', case when i % 13 = 0 then 'COD' else 'ONLINE' end,
        case when i % 50 = 0 or i % 97 = 0 then 'CANCELLED' else 'COMPLETE' end, null,
        case when i % 50 = 0 then 0 else 1 end, 'NOT_APPLY', 1, '', 0, '0', 0, 0, 'NONE', '', 0, 0, 0, 0, 0, 0,
        0, '统计压测商品', '压测', '13900000000', ${region}, '', '', 0, 0, '', '', i, 'bench', '', '', '', '', '',
        'NONE', '', 0, '', '', '', null, '[]', 0, '', ${at}, case when i % 50 = 0 then null else ${at} end,
        null, null, null, case when i % 50 = 0 or i % 97 = 0 then ${at} + 3600 else null end,
        case when ${at} + 3600 > ${sql.lit(now)} then ${sql.lit(now)} else ${at} + 3600 end
      from n`.execute(db);
    // 1-3 lines per order, unit prices 5.00-504.99 yuan.
    await sql`
      with recursive n(i) as (select cast(${sql.lit(from)} as bigint) union all select i + 1 from n where i < ${sql.lit(to)}),
      k(j) as (select 1 union all select 2 union all select 3)
      insert into order_items (order_id, goods_id, goods_code, goods_name, common_name, specs, dosage_form, manufacturer,
        storage, unit, is_prescription, price, num, subtotal, batch_numbers, sku_id)
      select ${sql.lit(maxOrder)} + i, ${sql.lit(firstGoods)} + ((i * 7 + j * 131) % ${sql.lit(GOODS)}), 'STAT', '统计压测商品', '', '', '', '',
        '', '盒', 0, 500 + ((i * 37 + j * 1009) % 50000), 1 + ((i + j) % 3),
        (500 + ((i * 37 + j * 1009) % 50000)) * (1 + ((i + j) % 3)), '[]', null
      from n, k where j <= 1 + (i % 3)`.execute(db);
    console.log(`  orders ${to} (${secs(t1)} s)`);
  }
  const t2 = performance.now();
  await sql`update orders set goods_price = s.total, order_price = s.total, paid_amount = case when paid = 1 then s.total else 0 end,
      goods_num = s.units
    from (select order_id, sum(subtotal) as total, sum(num) as units from order_items where order_id > ${maxOrder} group by order_id) s
    where orders.id = s.order_id`.execute(db);
  // Refunds: cancelled-after-payment orders whole (CANCEL), every 61st paid order a third (AFTER_SALE).
  await sql`insert into refunds (shop_id, order_id, refund_sn, source, amount, method, status, note, created_at, updated_at, refunded_at)
    select shop_id, id, 'RB' || id, case when status = 'CANCELLED' then 'CANCEL' else 'AFTER_SALE' end,
      case when status = 'CANCELLED' then paid_amount else paid_amount / 3 end, 'ORIGINAL', 'SUCCESS', '',
      paid_at + 3600, case when paid_at + 3600 > ${sql.lit(now)} then ${sql.lit(now)} else paid_at + 3600 end, paid_at + 3600
    from orders where id > ${maxOrder} and paid = 1 and (status = 'CANCELLED' or id % 61 = 0)`.execute(db);
  if (t.kind === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`.execute(
      db,
    );
    await sql`vacuum analyze`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
  console.log(`order amounts, refunds, analyze: ${secs(t2)} s; orders + lines + refunds: ${secs(t1)} s`);

  const t3 = performance.now();
  const days = await new RollupJob(new RollupRepository(db), systemClock).rebuild(undefined, (done, all) => {
    if (done % 500 === 0) console.log(`  rebuild ${done} / ${all} shop-days (${secs(t3)} s)`);
  });
  const counted = await db
    .selectFrom('stat_sale_days')
    .select((eb) => eb.fn.sum('orders').as('n'))
    .where('shop_id', '=', 1)
    .executeTakeFirstOrThrow();
  console.log(
    `rollups rebuilt: ${days} shop-days in ${secs(t3)} s; shop 1 paid orders in rollups: ${Number(counted.n)}`,
  );
  if (t.kind === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  await db.destroy();
  console.log(`done in ${secs(t0)} s`);
}

await main();
