import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** Stock changes made inside another module's transaction (an order placed or cancelled, an
 * after-sale return or replacement): the one place that writes `goods.stock` that way. */

/** Takes `num` units out of stock, never below zero — a conditional decrement, so two concurrent
 * takes of the last box cannot both succeed. False when there were not enough. */
export async function takeStock(
  trx: Executor,
  shopId: number,
  goodsId: number,
  num: number,
): Promise<boolean> {
  const r = await trx
    .updateTable('goods')
    .set((eb) => ({ stock: eb('stock', '-', num) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', goodsId)
    .where('stock', '>=', num)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Puts `num` units back into stock (a cancelled order, goods returned by the buyer). */
export async function putStock(trx: Executor, shopId: number, goodsId: number, num: number): Promise<void> {
  await trx
    .updateTable('goods')
    .set((eb) => ({ stock: eb('stock', '+', num) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', goodsId)
    .execute();
}
