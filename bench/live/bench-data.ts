/**
 * The database of the live-notice benchmark: the real schema (migrateToLatest), the demo shops
 * (seedDemo: shop 1 演示大药房 with admin / clerk / pharmacist and the intake key, shop 2 康宁大药房),
 * and more shops with a founder and a clerk each, by plain inserts. Every extra account has the same
 * password; its argon2 hash is computed once (a hash carries its own salt, so sharing it is valid).
 */
import type { Db } from '@rxdesk/server/src/platform/db/database.ts';
import { migrateToLatest } from '@rxdesk/server/src/platform/db/migrator.ts';
import { hashPassword } from '@rxdesk/server/src/platform/auth/passwords.ts';
import { seedDemo } from '@rxdesk/server/src/seed/seed.ts';
import { md5 } from '../orders/common.ts';
import { fillStock } from '@rxdesk/server/src/testing/stock-fill.ts';

export const BENCH_PASSWORD = 'bench123';

export interface Account {
  username: string;
  password: string;
  shopId: number;
}

export interface BenchData {
  /** The accounts of each shop, shop 1 (the one that receives the orders) first. */
  accounts: Account[][];
  /** OTC goods of shop 1 in stock that the shop ships itself, for the orders. */
  goodsCodes: string[];
}

export async function prepareBenchData(db: Db, shops: number, now: number): Promise<BenchData> {
  await migrateToLatest(db);
  await seedDemo(db, now);
  const demo = await db.selectFrom('shops').select(['id', 'shop_name']).orderBy('id').execute();
  if (demo.length !== 2 || Number(demo[0]!.id) !== 1)
    throw new Error(`expected the two demo shops with ids 1 and 2, got ${JSON.stringify(demo)}`);
  const accounts: Account[][] = [
    [
      { username: 'admin', password: 'admin123', shopId: 1 },
      { username: 'clerk', password: 'clerk123', shopId: 1 },
      { username: 'pharmacist', password: 'pharm123', shopId: 1 },
    ],
  ];
  if (shops >= 2) accounts.push([{ username: 'kangning', password: 'kangning123', shopId: 2 }]);

  const hash = await hashPassword(md5(BENCH_PASSWORD));
  await db.transaction().execute(async (trx) => {
    for (let n = 3; n <= shops; n++) {
      const { id } = await trx
        .insertInto('shops')
        .values({
          shop_name: `压测大药房（${n}号店）`,
          shop_logo: '',
          closed: 0,
          lat: 31.2,
          lng: 121.5,
          contact_name: '店长',
          contact_phone: `021-${String(6000000 + n)}`,
          address: `上海市 第 ${n} 号门店`,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const shopId = Number(id);
      const { id: roleId } = await trx
        .insertInto('roles')
        .values({ shop_id: shopId, role_name: '店员', permissions: '[]', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const users = [
        { username: `bench${n}a`, founder: 1, role_id: 0 },
        { username: `bench${n}b`, founder: 0, role_id: Number(roleId) },
      ];
      for (const [k, u] of users.entries()) {
        await trx
          .insertInto('users')
          .values({
            ...u,
            shop_id: shopId,
            mobile: `170${String(n * 2 + k).padStart(8, '0')}`,
            real_name: '',
            face: '',
            print_name: '',
            password_hash: hash,
            pharmacist: 0,
            enabled: 1,
            work_start_minute: 61,
            work_end_minute: 1439,
            login_count: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      accounts.push(users.map((u) => ({ username: u.username, password: BENCH_PASSWORD, shopId })));
    }
  });

  // Hundreds of orders must never run out of stock (the intake refuses past zero).
  await fillStock(
    db,
    (await db.selectFrom('goods').select('id').where('shop_id', '=', 1).execute()).map((g) => g.id),
    1_000_000,
  );
  const goods = await db
    .selectFrom('goods')
    .select('goods_code')
    .where('shop_id', '=', 1)
    .where('is_prescription', '=', 0)
    .where('market_enable', '=', 1)
    .where('supplier_id', 'is', null)
    .where('regulatory_class', '=', 'NONE')
    .orderBy('id')
    .limit(20)
    .execute();
  if (goods.length === 0) throw new Error('no OTC goods in shop 1');
  return { accounts, goodsCodes: goods.map((g) => g.goods_code) };
}
