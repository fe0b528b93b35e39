import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Db } from '../platform/db/database.ts';
import { receiveInTrx } from '../modules/goods/stock-ledger.repository.ts';

// No vitest here: the benches import it too.

const DAY = 86400;

/** Tops goods up to `total` units the way stock arrives: a batch received through the ledger
 * (expiring in three years) into each goods item's first SKU. Tests and benches that need ample
 * stock use this; writing goods.stock directly would leave the batches (what orders take from)
 * short and the ledger disagreeing. */
export async function fillStock(db: Db, goodsIds: readonly number[], total: number, batchNo = 'TESTFILL') {
  const now = Math.floor(Date.now() / 1000);
  await db.transaction().execute(async (trx) => {
    for (const goodsId of goodsIds) {
      const g = await trx
        .selectFrom('goods')
        .select(['shop_id', 'stock'])
        .where('id', '=', goodsId)
        .executeTakeFirstOrThrow();
      const sku = await trx
        .selectFrom('goods_skus')
        .select('id')
        .where('goods_id', '=', goodsId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      if (total <= g.stock) continue;
      await receiveInTrx(trx, {
        shopId: g.shop_id,
        skuId: sku.id,
        batchNo,
        productionDate: unixToDateString(now - 30 * DAY, 'yyyy-MM-dd'),
        expiryDate: unixToDateString(now + 3 * 365 * DAY, 'yyyy-MM-dd'),
        quantity: total - g.stock,
        kind: 'INTAKE',
        reason: 'test stock',
        now,
      });
    }
  });
}
