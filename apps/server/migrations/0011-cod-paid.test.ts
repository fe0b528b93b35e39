import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/platform/db/database.ts';
import { createTestDatabase } from '../src/testing/test-database.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { up } from './0011-cod-paid.ts';

describe('0011-cod-paid: completed cash-on-delivery orders left unpaid are repaired', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await seedDemo(db);
  });
  afterAll(() => drop());

  it('marks completed COD orders paid at their completion, and leaves every other order alone', async () => {
    const ids = (
      await db.selectFrom('orders').select('id').where('shop_id', '=', 1).orderBy('id').limit(5).execute()
    ).map((r) => r.id);
    const unpaidCod = {
      payment_type: 'COD',
      paid: 0,
      paid_amount: 0,
      paid_at: null,
      completed_at: 1_790_000_000,
    };
    const states = [
      { status: 'COMPLETE', status_before: null },
      { status: 'AFTER_SERVICE', status_before: 'COMPLETE' },
      { status: 'ROG', status_before: null, completed_at: null },
      { status: 'AFTER_SERVICE', status_before: 'ROG', completed_at: null },
      { status: 'CONFIRM', status_before: null, completed_at: null },
    ];
    for (const [i, s] of states.entries())
      await db
        .updateTable('orders')
        .set({ ...unpaidCod, ...s })
        .where('id', '=', ids[i]!)
        .execute();
    const before = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', 'not in', ids)
      .orderBy('id')
      .execute();

    // Migrations are written against the untyped database, as the migrator hands it to them.
    await up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('orders')
      .select(['id', 'paid', 'paid_amount', 'paid_at', 'order_price'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.paid, r.paid_amount === r.order_price, r.paid_at])).toEqual([
      [1, true, 1_790_000_000],
      [1, true, 1_790_000_000],
      [0, false, null],
      [0, false, null],
      [0, false, null],
    ]);
    expect(
      await db.selectFrom('orders').selectAll().where('id', 'not in', ids).orderBy('id').execute(),
    ).toEqual(before);
  });
});
