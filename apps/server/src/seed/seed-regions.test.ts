import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Db } from '../platform/db/database.ts';
import { seedDemo } from './seed.ts';
import { DEMO_SHOP_NAME, SECOND_SHOP_NAME } from './demo-accounts.ts';
import { SEED_TOWNS, seedRegion, type SeedTown } from './seed-regions.ts';

describe('demo seed: consignee regions come from the regions table', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    expect(await seedDemo(db)).toBe(true);
  });
  afterAll(() => drop());

  it('every seeded delivery order of both shops stores a complete province → town path and its names', async () => {
    const shops = await db
      .selectFrom('shops')
      .select(['id', 'shop_name'])
      .where('shop_name', 'in', [DEMO_SHOP_NAME, SECOND_SHOP_NAME])
      .execute();
    expect(shops).toHaveLength(2);
    const orders = await db
      .selectFrom('orders')
      .select(['sn', 'shop_id', 'region_ids', 'region_names'])
      .where(
        'shop_id',
        'in',
        shops.map((s) => s.id),
      )
      // A self pick-up order has no delivery address, as intake stores it (seed-order-stages.test.ts).
      .where('shipping_type', '<>', 'SELF_PICK')
      .execute();
    // Prescription (10), drop-ship (6), after-sale (12) and delivered stage (7) demo orders of 演示大药房.
    expect(orders.length).toBeGreaterThanOrEqual(34);
    const ids = [...new Set(orders.flatMap((o) => o.region_ids.split(',').map(Number)))];
    const rows = await db
      .selectFrom('regions')
      .select(['id', 'parent_id', 'local_name', 'region_grade'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const parents = await db
      .selectFrom('regions')
      .select('parent_id')
      .distinct()
      .where('parent_id', 'in', ids)
      .execute();
    const hasChildren = new Set(parents.map((p) => p.parent_id));

    for (const o of orders) {
      const path = o.region_ids.split(',').map(Number);
      expect(path, o.sn).toHaveLength(4);
      const chain = path.map((id) => byId.get(id));
      expect(
        chain.every((r) => r !== undefined),
        `${o.sn}: ${o.region_ids}`,
      ).toBe(true);
      chain.forEach((r, i) => {
        expect(r!.parent_id, `${o.sn} level ${i + 1}`).toBe(i === 0 ? 0 : path[i - 1]);
        expect(r!.region_grade, `${o.sn} level ${i + 1}`).toBe(i + 1);
      });
      expect(hasChildren.has(path[3]!), `${o.sn}: the town is a leaf`).toBe(false);
      expect(o.region_names, o.sn).toBe(chain.map((r) => r!.local_name).join(' '));
    }
  });

  it('keeps each consignee in the town its street is in', async () => {
    const region = async (consignee: string) =>
      (
        await db
          .selectFrom('orders')
          .select(['region_names', 'address'])
          .where('consignee_name', '=', consignee)
          .executeTakeFirstOrThrow()
      ).region_names;
    expect(await region('孙志强')).toBe('浙江省 杭州市 西湖区 西溪街道');
    expect(await region('周敏')).toBe('上海市 市辖区 静安区 南京西路街道');
    const rx = await db
      .selectFrom('orders')
      .select(['region_names', 'address'])
      .where('is_prescription', '=', 1)
      .execute();
    expect(rx.length).toBeGreaterThan(0);
    for (const o of rx) {
      expect(o.region_names).toBe('上海市 市辖区 浦东新区 张江镇');
      expect(o.address).toMatch(/^张江路 \d+ 号$/);
    }
  });

  it('refuses a path the table does not hold completely, instead of storing it', async () => {
    for (const bad of [
      '31,3101,310115,310115999', // no such town
      '31,3101,310115', // stops at the district
      '31,3101,310104,310115125', // a real town under another district
    ])
      await expect(seedRegion(db, bad as SeedTown), bad).rejects.toThrow(
        `demo seed: region path ${bad} is not a complete path of the regions table`,
      );
    // The fixed towns themselves all resolve.
    for (const town of Object.values(SEED_TOWNS)) expect((await seedRegion(db, town)).region_ids).toBe(town);
  });
});
