/**
 * Generates the goods benchmark database: the demo shop (shop 1, founder admin/admin123) with
 * 100 000 SKUs — 70 000 goods items, 30 000 of them with two SKUs — named the way a pharmacy's
 * catalogue is (brand + product name + specification), in every list state.
 *
 *   npm run -w bench goods:generate                       # SQLite, bench/.data/goods.db (BENCH_DB)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_goods npm run -w bench goods:generate
 *
 * Schema via the real migrator and demo shop via seedDemo, then plain multi-row inserts through
 * Kysely in one transaction per 1 000 goods.
 */
import { existsSync, rmSync } from 'node:fs';
import pg from 'pg';
import { migrateToLatest } from '@rxdesk/server/src/platform/db/migrator.ts';
import { seedDemo } from '@rxdesk/server/src/seed/seed.ts';
import { CATALOGUE } from '@rxdesk/server/src/seed/catalogue-data.ts';
import { benchTarget, deadline, openAppDb, PG_SCHEMA, type Target } from '../orders/common.ts';
import { goodsRows, GOODS_TOTAL, SKU_TOTAL } from './goods-rows.ts';

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

async function main() {
  deadline(20 * 60, 'generate-goods');
  const t = benchTarget('goods.db');
  const now = Math.floor(Date.now() / 1000);
  const t0 = performance.now();
  await freshDatabase(t);
  const db = openAppDb(t);
  await migrateToLatest(db, t.kind === 'postgres' ? { schema: PG_SCHEMA } : {});
  await seedDemo(db, now);
  const leaves = await db
    .selectFrom('categories as c')
    .select('c.id')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('categories as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'))),
    )
    .execute();
  const categoryIds = leaves.map((c) => Number(c.id));
  let goods = 0;
  let skus = 0;
  for (const chunk of goodsRows({ shopId: 1, now, categoryIds, catalogue: CATALOGUE, chunk: 1000 })) {
    await db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('goods')
        .values(chunk.map((c) => c.goods))
        .returning('id')
        .execute();
      const skuRows = chunk.flatMap((c, i) => c.skus.map((s) => ({ ...s, goods_id: Number(ids[i]!.id) })));
      await trx.insertInto('goods_skus').values(skuRows).execute();
      goods += chunk.length;
      skus += skuRows.length;
    });
    if (goods % 10_000 === 0) console.log(`  ${goods} goods, ${skus} SKUs`);
  }
  if (t.kind === 'postgres') {
    const c = new pg.Client({ connectionString: t.url, options: `-c search_path=${PG_SCHEMA}` });
    await c.connect();
    await c.query('vacuum analyze goods');
    await c.query('vacuum analyze goods_skus');
    await c.end();
  }
  await db.destroy();
  if (goods !== GOODS_TOTAL || skus !== SKU_TOTAL)
    throw new Error(`check failed: ${goods} goods, ${skus} SKUs`);
  console.log(
    `generated ${goods} goods, ${skus} SKUs for shop 1 (${t.label}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
