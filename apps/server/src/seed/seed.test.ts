import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Db } from '../platform/db/database.ts';
import { seedDemo } from './seed.ts';
import { DEMO_ACCOUNTS, DEMO_SHOP_NAME, SECOND_SHOP_NAME } from './demo-accounts.ts';

describe('demo seed (DESIGN.md §8)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  const counts = async () => {
    const tables = ['shops', 'roles', 'users', 'categories', 'goods', 'members'] as const;
    const out: Record<string, number> = {};
    for (const t of tables) {
      const r = await db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      out[t] = Number(r.n);
    }
    return out;
  };

  it('creates the demo shop, its three accounts, a second shop and the catalogue', async () => {
    expect(await seedDemo(db)).toBe(true);
    const shops = await db.selectFrom('shops').select(['id', 'shop_name']).orderBy('id').execute();
    expect(shops.map((s) => s.shop_name)).toEqual([DEMO_SHOP_NAME, SECOND_SHOP_NAME]);
    const users = await db
      .selectFrom('users')
      .select(['username', 'mobile', 'founder', 'pharmacist', 'shop_id', 'password_hash'])
      .execute();
    for (const a of DEMO_ACCOUNTS) {
      const u = users.find((x) => x.username === a.username);
      expect(u, a.username).toBeDefined();
      expect(u!.mobile).toBe(a.mobile);
      expect(u!.shop_id).toBe(shops[0]!.id);
      expect(u!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(users.find((u) => u.username === 'admin')!.founder).toBe(1);
    expect(users.find((u) => u.username === 'pharmacist')!.pharmacist).toBe(1);
    const goods = await db.selectFrom('goods').selectAll().where('shop_id', '=', shops[0]!.id).execute();
    expect(goods.length).toBeGreaterThanOrEqual(200);
    expect(goods.some((g) => g.is_prescription === 1)).toBe(true);
    expect(goods.some((g) => g.is_prescription === 0)).toBe(true);
    for (const g of goods) {
      expect(Number.isInteger(g.price) && g.price > 0).toBe(true);
      expect(g.dosage_form && g.manufacturer && g.storage && g.specs).toBeTruthy();
    }
  });

  it('running it again changes nothing', async () => {
    const before = await counts();
    expect(await seedDemo(db)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
