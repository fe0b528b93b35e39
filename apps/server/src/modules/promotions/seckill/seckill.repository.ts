import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import { ActivitiesRepository } from './activities.repository.ts';

/** The SECKILL rows of `promotions` (ActivitiesRepository), plus the taking of seckill units. */
export class SeckillRepository extends ActivitiesRepository {
  constructor(db: Db) {
    super(db, 'SECKILL');
  }
}

/** Takes `units` of a live seckill / group-buy SKU row with one conditional update:
 * `sold + units <= quantity`, so concurrent takes never sell more than the quantity (exactly one
 * of two racing for the last unit wins). The row is the one whose window holds `at` (a seckill SKU
 * has one row per slot). False: not enough left, closed, or no slot now. The intake's
 * OfferQuantitySource may call it in its transaction. */
export async function takeSeckillUnitsInTrx(
  trx: Db,
  promotionId: number,
  skuId: number,
  units: number,
  at: number,
): Promise<boolean> {
  if (units <= 0) return false;
  const r = await trx
    .updateTable('promotion_skus')
    .set({ sold: sql`sold + ${units}` })
    .where('promotion_id', '=', promotionId)
    .where('sku_id', '=', skuId)
    .where('live', '=', 1)
    .where(sql<boolean>`sold + ${units} <= quantity`)
    .where('start_at', '<=', at)
    .where('end_at', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives back `units` taken by an order that is cancelled or refunded, to the row whose window
 * held the order's time `at` (the one they were taken from); never below 0 sold. A closed row
 * takes them back too (its figures stay true), though it sells no more. */
export async function returnSeckillUnitsInTrx(
  trx: Db,
  promotionId: number,
  skuId: number,
  units: number,
  at: number,
): Promise<void> {
  if (units <= 0) return;
  await trx
    .updateTable('promotion_skus')
    .set({ sold: sql`case when sold >= ${units} then sold - ${units} else 0 end` })
    .where('promotion_id', '=', promotionId)
    .where('sku_id', '=', skuId)
    .where('start_at', '<=', at)
    .where('end_at', '>', at)
    .execute();
}
