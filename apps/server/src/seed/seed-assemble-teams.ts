import type { Db } from '../platform/db/database.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { orderItemRow } from '../modules/orders/order-rows.ts';
import { yuanText } from '../platform/money.ts';
import { insertSeedOrder, seedLines, takeLineStock } from './seed-orders.ts';
import { SEED_TOWNS, type SeedTown } from './seed-regions.ts';

const MINUTE = 60;

const BUYERS: { name: string; mobile: string; town: SeedTown; address: string }[] = [
  {
    name: '周敏',
    mobile: '13816620451',
    town: SEED_TOWNS.pudongHuamu,
    address: '芳甸路 300 弄 6 号 1202 室',
  },
  { name: '吴海涛', mobile: '13761138820', town: SEED_TOWNS.xuhuiXujiahui, address: '漕溪北路 88 号 905 室' },
  {
    name: '郑雅琴',
    mobile: '15921873306',
    town: SEED_TOWNS.minhangQibao,
    address: '七莘路 1885 弄 22 号 301 室',
  },
  {
    name: '孙立',
    mobile: '18602117745',
    town: SEED_TOWNS.yangpuWujiaochang,
    address: '政通路 177 号 1603 室',
  },
];

/** The demo assemble's teams: one FORMED (three orders, may ship) and one FORMING (its leader's
 * order, waiting for two more within the day). Each order is written as the intake writes an
 * assemble order: paid online, its one line at the assemble price with the ASSEMBLE discount
 * recorded, stock taken, history and counters. */
export async function seedAssembleTeams(
  trx: Db,
  a: { shopId: number; now: number; promotionId: number; title: string; skuId: number; price: number },
): Promise<void> {
  const sku = await trx
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['g.goods_code', 's.id', 's.price', 's.spec_values'])
    .where('s.id', '=', a.skuId)
    .executeTakeFirstOrThrow();
  const repo = new OrdersRepository(trx);
  const place = async (buyer: (typeof BUYERS)[number], created: number) => {
    const [line] = await seedLines(trx, a.shopId, [{ goods_code: sku.goods_code, num: 1 }], 'assemble');
    const l = { ...line!, subtotal: sku.price, sku: { id: sku.id, specs: '', price: sku.price } };
    const off = sku.price - a.price;
    const shipping = sku.price >= 9900 ? 0 : 800;
    const orderPrice = a.price + shipping;
    const { id } = await insertSeedOrder(
      trx,
      {
        shopId: a.shopId,
        created,
        lines: [l],
        consignee: { name: buyer.name, mobile: buyer.mobile, region_ids: buyer.town, address: buyer.address },
      },
      {
        order_type: 'ASSEMBLE',
        discount_price: off,
        shipping_price: shipping,
        order_price: orderPrice,
        paid_amount: orderPrice,
        promotions: JSON.stringify({
          promotions: [{ kind: 'ASSEMBLE', promotion_id: a.promotionId, title: a.title, amount: off }],
          gifts: [],
          points: 0,
          coupon_gift_id: null,
          free_shipping: false,
        }),
      },
    );
    const item = await trx
      .insertInto('order_items')
      .values(orderItemRow(id, l))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_item_promotions')
      .values({
        shop_id: a.shopId,
        order_id: id,
        item_id: item.id,
        kind: 'ASSEMBLE',
        promotion_id: a.promotionId,
        title: a.title,
        amount: off,
        units: 0,
      })
      .execute();
    await takeLineStock(trx, id);
    await trx
      .insertInto('order_flows')
      .values([
        { order_id: id, status: 'NEW', created_at: created },
        { order_id: id, status: 'PAID_OFF', created_at: created },
      ])
      .execute();
    await trx
      .insertInto('order_logs')
      .values({
        order_id: id,
        op_name: 'MINI',
        action: 'create',
        message: `下单：1 种商品，合计 ¥${yuanText(orderPrice)}`,
        created_at: created,
      })
      .execute();
    await repo.bumpCounter(trx, a.shopId, 'PAID_OFF', 'EXPRESS', 1);
    return id;
  };
  // The newest orders of the demo, after every other (the lists show rows in id = time order).
  const { latest } = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.max('created_at').as('latest'))
    .where('shop_id', '=', a.shopId)
    .executeTakeFirstOrThrow();
  const base = Math.max(a.now - 14 * MINUTE, Number(latest ?? 0) + 1);
  const step = Math.max(Math.floor((a.now - base) / BUYERS.length), 0);
  const team = async (members: (typeof BUYERS)[number][], firstAt: number, size: number) => {
    const formed = members.length >= size;
    const lastAt = firstAt + (members.length - 1) * step;
    const { id: teamId } = await trx
      .insertInto('assemble_teams')
      .values({
        shop_id: a.shopId,
        promotion_id: a.promotionId,
        sku_id: a.skuId,
        size,
        joined: members.length,
        state: formed ? 'FORMED' : 'FORMING',
        leader_order_id: null,
        expires_at: firstAt + 1440 * MINUTE,
        created_at: firstAt,
        formed_at: formed ? lastAt : null,
        failed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, buyer] of members.entries()) {
      const at = firstAt + i * step;
      const orderId = await place(buyer, at);
      await trx
        .insertInto('assemble_team_orders')
        .values({ team_id: teamId, order_id: orderId, shop_id: a.shopId, joined_at: at })
        .execute();
      if (i === 0)
        await trx
          .updateTable('assemble_teams')
          .set({ leader_order_id: orderId })
          .where('id', '=', teamId)
          .execute();
    }
  };
  await team(BUYERS.slice(0, 3), base, 3);
  await team(BUYERS.slice(3), base + 3 * step, 3);
}
