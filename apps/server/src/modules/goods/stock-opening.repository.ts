import type { Db } from '../../platform/db/database.ts';
import { assertPositiveInt, ledgerRow, type Cause, type ReceiveInput } from './stock-ledger.repository.ts';

// The stock ledger's other writer (stock-ledger.repository.ts): the opening stock of SKUs created
// in the same transaction, written set-based so a goods import's chunk costs a few statements.

/** Opening stock of SKUs created earlier in this same transaction (a new item, a goods import),
 * set-based: their batches and ledger rows in one statement each, then the SKU and goods caches
 * from those batches. No lock is needed: nobody else sees the new rows before the commit. Batch
 * numbers are unique per SKU (the form refuses duplicates; the database guards them). */
export async function receiveNewInTrx(
  trx: Db,
  cause: Cause,
  lines: readonly Omit<ReceiveInput, keyof Cause>[],
): Promise<void> {
  if (lines.length === 0) return;
  for (const l of lines) assertPositiveInt(l.quantity, 'quantity');
  const batches = await trx
    .insertInto('stock_batches')
    .values(
      lines.map((l) => ({
        shop_id: cause.shopId,
        sku_id: l.skuId,
        batch_no: l.batchNo,
        production_date: l.productionDate,
        expiry_date: l.expiryDate,
        quantity: l.quantity,
        created_at: cause.now,
      })),
    )
    .returning(['id', 'sku_id', 'batch_no'])
    .execute();
  const batchId = new Map(batches.map((b) => [`${b.sku_id}\u0000${b.batch_no}`, b.id]));
  await trx
    .insertInto('stock_ledger')
    .values(
      lines.map((l) => ledgerRow(cause, l.skuId, batchId.get(`${l.skuId}\u0000${l.batchNo}`)!, l.quantity)),
    )
    .execute();
  // The caches of new SKUs (stock 0 until now) become the sum of their batches, and their items'
  // the sum of their SKUs: the same figures the per-batch moves would reach.
  const skuIds = [...new Set(lines.map((l) => l.skuId))];
  const goods = await trx
    .updateTable('goods_skus')
    .set((eb) => ({
      stock: eb
        .selectFrom('stock_batches as b')
        .select((x) => x.fn.coalesce(x.fn.sum<number>('b.quantity'), x.lit(0)).as('q'))
        .whereRef('b.sku_id', '=', 'goods_skus.id'),
      updated_at: cause.now,
    }))
    .where('shop_id', '=', cause.shopId)
    .where('id', 'in', skuIds)
    .returning('goods_id')
    .execute();
  await trx
    .updateTable('goods')
    .set((eb) => ({
      stock: eb
        .selectFrom('goods_skus as s')
        .select((x) => x.fn.coalesce(x.fn.sum<number>('s.stock'), x.lit(0)).as('q'))
        .whereRef('s.goods_id', '=', 'goods.id'),
    }))
    .where('shop_id', '=', cause.shopId)
    .where('id', 'in', [...new Set(goods.map((g) => g.goods_id))])
    .execute();
}
