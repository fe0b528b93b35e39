import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';

/** The demo chain (GCJ-02 points of real Shanghai addresses): 演示大药房总部 → 浦东店, 徐汇店, 静安店,
 * the pharmacist on duty in each, and the shop's orders spread over the three stores. */
const DEMO_STORES = [
  {
    name: '浦东店',
    address: '上海市浦东新区张杨路500号',
    lng: 121.51465,
    lat: 31.23031,
    phone: '021-58880001',
    open_time: '08:00',
    close_time: '22:00',
  },
  {
    name: '徐汇店',
    address: '上海市徐汇区漕溪北路18号',
    lng: 121.43685,
    lat: 31.19392,
    phone: '021-64870002',
    open_time: '08:30',
    close_time: '21:30',
  },
  {
    name: '静安店',
    address: '上海市静安区南京西路1266号',
    lng: 121.45531,
    lat: 31.22893,
    phone: '021-62880003',
    open_time: '09:00',
    close_time: '22:00',
  },
];

async function insertRoot(trx: Db, shopId: number, name: string, now: number): Promise<number> {
  const { id } = await trx
    .insertInto('organizations')
    .values({
      shop_id: shopId,
      parent_id: null,
      root_shop_id: shopId,
      kind: 'group',
      name,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

async function insertStore(
  trx: Db,
  shopId: number,
  parentId: number,
  s: (typeof DEMO_STORES)[number],
  sort: number,
  pharmacistId: number | null,
  now: number,
): Promise<number> {
  const { id } = await trx
    .insertInto('organizations')
    .values({
      shop_id: shopId,
      parent_id: parentId,
      root_shop_id: null,
      kind: 'store',
      name: s.name,
      sort,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('stores')
    .values({
      organization_id: Number(id),
      shop_id: shopId,
      address: s.address,
      region_id: null,
      lng: s.lng,
      lat: s.lat,
      phone: s.phone,
      open_time: s.open_time,
      close_time: s.close_time,
      pharmacist_id: pharmacistId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return Number(id);
}

export async function seedStores(
  trx: Db,
  shops: { demo: number; second: number },
  now: number,
): Promise<void> {
  await trx
    .updateTable('shops')
    .set({
      service_phone: '400-820-1234',
      description: '连锁药房，执业药师在线审方，同城 1 小时送药上门。',
      delivery_radius: 5000,
      city_delivery_fee: 500,
    })
    .where('id', '=', shops.demo)
    .execute();
  const pharmacist = await trx
    .selectFrom('users')
    .select('id')
    .where('shop_id', '=', shops.demo)
    .where('pharmacist', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  const root = await insertRoot(trx, shops.demo, '演示大药房总部', now);
  const ids: number[] = [];
  for (const [i, s] of DEMO_STORES.entries())
    ids.push(await insertStore(trx, shops.demo, root, s, i, pharmacist ? Number(pharmacist.id) : null, now));
  for (const [i, storeId] of ids.entries())
    await trx
      .updateTable('orders')
      .set({ store_id: storeId })
      .where('shop_id', '=', shops.demo)
      .where(sql<number>`id % ${ids.length}`, '=', i)
      .execute();

  // The second shop's own small chain: its ids are the "another shop's" ids of the trust suites.
  const secondRoot = await insertRoot(trx, shops.second, '康宁大药房总部', now);
  await insertStore(
    trx,
    shops.second,
    secondRoot,
    {
      name: '西湖店',
      address: '浙江省杭州市西湖区文三路200号',
      lng: 120.14318,
      lat: 30.27727,
      phone: '0571-88776655',
      open_time: '08:00',
      close_time: '21:00',
    },
    0,
    null,
    now,
  );
}
