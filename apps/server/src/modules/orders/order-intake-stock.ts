import type { Selectable } from 'kysely';
import { skuSpecsText } from '@rxdesk/contract/goods/stock';
import type { Db } from '../../platform/db/database.ts';
import type { GoodsTable } from '../../platform/db/schema.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import type { Allocation, StockCause, StockPort } from '../goods/goods.module.ts';
import type { OrderLine } from './order-rows.ts';

export interface IntakeSku {
  id: number;
  goods_id: number;
  enabled: number;
  spec_values: string;
  price: number;
}

/** The SKU an intake line sells: the one it names (the goods' own and enabled), or — when it names
 * none — the goods' only enabled SKU. Goods with several enabled SKUs need `sku_id` (400). */
export function pickSku(
  g: Selectable<GoodsTable>,
  skus: readonly IntakeSku[],
  skuId: number | undefined,
  index: number,
): NonNullable<OrderLine['sku']> {
  const field = `items.${index}.sku_id`;
  let sku: IntakeSku | undefined;
  if (skuId !== undefined) {
    sku = skus.find((s) => s.id === skuId);
    if (!sku) throw invalidField(field, 'error.order.skuUnknown', { sku: skuId });
    if (sku.enabled !== 1) throw invalidField(field, 'error.order.skuDisabled', { name: g.goods_name });
  } else {
    const enabled = skus.filter((s) => s.enabled === 1);
    if (enabled.length > 1) throw invalidField(field, 'error.order.skuRequired', { name: g.goods_name });
    sku = enabled[0];
    if (!sku) throw invalidField(field, 'error.order.skuDisabled', { name: g.goods_name });
  }
  return { id: sku.id, specs: skuSpecsText(sku.spec_values), price: sku.price };
}

/** Takes every line's units FEFO, SKUs in ascending id (the ledger locks SKU rows, so two orders
 * never wait on each other in opposite orders). Answers each line's batches, in line order. A line
 * that cannot be filled refuses the order (409) naming the units still sellable; the caller's
 * transaction then rolls back what earlier lines took. */
export async function takeLinesInTrx(
  trx: Db,
  stock: StockPort,
  lines: readonly OrderLine[],
  c: StockCause,
): Promise<Allocation[][]> {
  const out: Allocation[][] = lines.map(() => []);
  const order = lines.map((l, i) => ({ l, i })).sort((a, b) => a.l.sku!.id - b.l.sku!.id);
  for (const { l, i } of order) {
    const taken = await stock.takeInTrx(trx, l.sku!.id, l.num, c);
    if (!taken) {
      const left = await stock.sellableInTrx(trx, c.shopId, l.sku!.id, c.now);
      throw new AppError('CONFLICT', 'error.order.stockShort', { name: l.g.goods_name, stock: left });
    }
    out[i] = taken;
  }
  return out;
}
