import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TABS } from '@rxdesk/contract/orders/order-enums';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { Db } from '../platform/db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { allowedActions, type OrderAction } from '../modules/orders/order-state-machine.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { OrdersService } from '../modules/orders/orders.service.ts';
import { OrderListRepository } from '../modules/orders/order-list.repository.ts';
import { DEMO_PICKCODES } from './order-stages-data.ts';
import { seedDemo } from './seed.ts';

/** The actions the order screens offer a seller (the others are the system's, the partners' or
 * another screen's); cancelDelivery needs a rider on the way, which needs a delivery partner. */
const SELLER_ACTIONS: OrderAction[] = [
  'pay',
  'price',
  'address',
  'updateIsMeituan',
  'setout',
  'delivery',
  'dispatching',
  'rog',
  'pick',
  'authCancel',
  'orderAgain',
  'courierMessage',
];

describe('demo orders at every stage (seed-order-stages.ts)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const shopId = 1;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await seedDemo(db);
  });
  afterAll(() => drop());

  it('every list tab of the demo shop has an order', async () => {
    const counts = await new OrdersService(new OrdersRepository(db), new OrderListRepository(db)).counts(
      shopId,
    );
    for (const tab of Object.keys(ORDER_TABS)) expect(counts[tab], tab).toBeGreaterThan(0);
  });

  it('every action of the order screens can be tried on some order of the demo shop', async () => {
    const orders = await db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).execute();
    const offered = new Set(orders.flatMap((o) => allowedActions({ ...o, status: o.status as OrderStatus })));
    for (const action of SELLER_ACTIONS) expect(offered.has(action), action).toBe(true);
  });

  it('the counters agree with the orders, status by status', async () => {
    const rows = await db
      .selectFrom('orders')
      .select(['status', 'shipping_type'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .groupBy(['status', 'shipping_type'])
      .execute();
    const counters = await new OrdersRepository(db).counters(shopId);
    const key = (r: { status: string; shipping_type: string }) => `${r.status}/${r.shipping_type}`;
    const actual = Object.fromEntries(rows.map((r) => [key(r), Number(r.n)]));
    const counted = Object.fromEntries(
      counters.filter((c) => Number(c.n) !== 0).map((c) => [key(c), Number(c.n)]),
    );
    expect(counted).toEqual(actual);
  });

  it('the self pick-up orders carry the codes the README gives, and no delivery address', async () => {
    const pickUps = await db
      .selectFrom('orders')
      .select(['pickcode', 'payment_type', 'region_ids', 'address', 'status'])
      .where('shop_id', '=', shopId)
      .where('shipping_type', '=', 'SELF_PICK')
      .orderBy('id')
      .execute();
    expect(pickUps.map((o) => [o.payment_type, o.status, o.pickcode])).toEqual([
      ['COD', 'CONFIRM', DEMO_PICKCODES.cod],
      ['ONLINE', 'PAID_OFF', DEMO_PICKCODES.paid],
    ]);
    for (const o of pickUps) expect([o.region_ids, o.address]).toEqual(['', '']);
  });
});
