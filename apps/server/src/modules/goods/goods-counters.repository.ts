import type { Db } from '../../platform/db/database.ts';

/** A goods list state as goods_counters keeps it (migration 0017 says how a row maps to one). */
export type GoodsCounterState = 'ON_SALE' | 'OFF_SHELF' | 'AWAITING_REVIEW' | 'REJECTED' | 'RECYCLED';

/** The number of a shop's goods in some list states, from the counters the goods triggers keep:
 * a query of one row, column `n` (null when the shop has none), which a list page carries as a
 * subquery of its own statement as its total. */
export function countersTotal(db: Db, shopId: number, states: GoodsCounterState[]) {
  return db
    .selectFrom('goods_counters')
    .select((eb) => eb.fn.sum<number>('n').as('n'))
    .where('shop_id', '=', shopId)
    .where('state', 'in', states);
}
