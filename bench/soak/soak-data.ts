/**
 * The soak's database: the real schema (migrateToLatest) and the demo shop (seedDemo: shop 1 with
 * admin / pharmacist and the intake key), in a fresh SQLite file. Stock is raised so minutes of
 * orders never run out, and the pharmacist may audit at any hour (the demo's 01:01–23:59 window
 * would make a run across Shanghai midnight fail its audits).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '@rxdesk/server/src/platform/db/database.ts';
import { migrateToLatest } from '@rxdesk/server/src/platform/db/migrator.ts';
import { seedDemo } from '@rxdesk/server/src/seed/seed.ts';
import { fillStock } from '@rxdesk/server/src/testing/stock-fill.ts';

export interface SoakGoods {
  goods_code: string;
  common_name: string;
}

export interface SoakData {
  /** OTC goods the shop ships itself, and prescription goods, of shop 1. */
  otc: SoakGoods[];
  rx: SoakGoods[];
}

export async function prepareSoakData(dataDir: string): Promise<SoakData> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const db = createDatabase({ kind: 'sqlite', file: join(dataDir, 'rxdesk.db') });
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    await fillStock(
      db,
      (await db.selectFrom('goods').select('id').where('shop_id', '=', 1).execute()).map((g) => g.id),
      100_000_000,
    );
    await db
      .updateTable('users')
      .set({ work_start_minute: 0, work_end_minute: 1439 })
      .where('username', '=', 'pharmacist')
      .execute();
    const goods = (prescription: 0 | 1) =>
      db
        .selectFrom('goods')
        .select(['goods_code', 'common_name'])
        .where('shop_id', '=', 1)
        .where('is_prescription', '=', prescription)
        .where('market_enable', '=', 1)
        .where('supplier_id', 'is', null)
        .where('regulatory_class', '=', 'NONE')
        .orderBy('id')
        .limit(10)
        .execute();
    const data = { otc: await goods(0), rx: await goods(1) };
    if (data.otc.length === 0 || data.rx.length === 0)
      throw new Error(
        `shop 1 needs OTC and prescription goods (got ${data.otc.length} and ${data.rx.length})`,
      );
    return data;
  } finally {
    await db.destroy();
  }
}
