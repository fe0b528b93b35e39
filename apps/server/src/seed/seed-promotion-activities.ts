import { shanghaiDayStart } from '@rxdesk/contract/common/date-format';
import type { Db } from '../platform/db/database.ts';
import { PromotionSkusRepository } from '../modules/promotions/promotion-skus.repository.ts';

const DAY = 86_400;
const SLOTS = [10, 14, 20];

/** The demo shop's time-limited sale (today, slots 10 / 14 / 20) and group buy (running this
 * week), on non-prescription, unrestricted goods on sale, written in the rows' fixed format
 * (RULES-FORMAT.md) through the promotion-SKU repository. */
export async function seedPromotionActivities(trx: Db, shopId: number, now: number): Promise<void> {
  const skus = await trx
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.goods_id', 's.price', 's.stock', 'g.goods_name'])
    .where('s.shop_id', '=', shopId)
    .where('s.enabled', '=', 1)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.is_prescription', '=', 0)
    .where('g.recycled_at', 'is', null)
    // The shop's own stock: a supplier ships drop-ship goods, at the supplier's price.
    .where('g.supplier_id', 'is', null)
    .where('s.stock', '>=', 20)
    .where('s.price', '>=', 1000)
    .where(
      'g.id',
      'not in',
      trx.selectFrom('restricted_goods').select('goods_id').where('shop_id', '=', shopId),
    )
    .orderBy('s.price', 'desc')
    .orderBy('s.id')
    .limit(5)
    .execute();
  if (skus.length < 5) return;
  const rows = new PromotionSkusRepository(trx);
  const insert = async (
    kind: 'SECKILL' | 'GROUPBUY',
    title: string,
    start: number,
    end: number,
    rules: object,
  ) => {
    const { id } = await trx
      .insertInto('promotions')
      .values({
        shop_id: shopId,
        kind,
        title,
        start_at: start,
        end_at: end,
        scope: 'SKUS',
        rules: JSON.stringify(rules),
        closed_at: null,
        closed_by: null,
        created_by: null,
        created_at: now - DAY,
        updated_at: now - DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  // Seckill: three SKUs in every slot, 20% off, 10 units a slot, two per order.
  const day = shanghaiDayStart(now);
  const seckill = await insert('SECKILL', '今日限时抢购·常备药专场', day + SLOTS[0]! * 3600, day + DAY, {
    slots: SLOTS,
  });
  await rows.replaceInTrx(
    trx,
    { id: seckill, shopId, kind: 'SECKILL', start: day + SLOTS[0]! * 3600, end: day + DAY },
    SLOTS.flatMap((hour, i) =>
      skus.slice(0, 3).map((s) => ({
        goodsId: s.goods_id,
        skuId: s.id,
        price: Math.floor(s.price * 0.8),
        quantity: 10,
        limitNum: 2,
        start: day + hour * 3600,
        end: i + 1 < SLOTS.length ? day + SLOTS[i + 1]! * 3600 : day + DAY,
      })),
    ),
  );
  // Group buy: the other two SKUs, a week from yesterday, 15% off, 50 units, five per order.
  const groupName = '家庭小药箱团购';
  const group = await insert('GROUPBUY', groupName, day - DAY, day + 6 * DAY, { group_name: groupName });
  await rows.replaceInTrx(
    trx,
    { id: group, shopId, kind: 'GROUPBUY', start: day - DAY, end: day + 6 * DAY },
    skus.slice(3).map((s) => ({
      goodsId: s.goods_id,
      skuId: s.id,
      price: Math.floor(s.price * 0.85),
      quantity: 50,
      limitNum: 5,
    })),
  );
}
