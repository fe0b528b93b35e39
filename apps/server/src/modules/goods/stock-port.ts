import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Db } from '../../platform/db/database.ts';
import {
  putBackInTrx,
  receiveInTrx,
  sellableInTrx,
  takeFefoInTrx,
  type Allocation,
  type StockKind,
} from './stock-ledger.repository.ts';

export type { Allocation };

/** What moved the stock, for its ledger rows. */
export interface StockCause {
  shopId: number;
  kind: StockKind;
  /** Order sn or after-sale sn. */
  ref: string;
  operatorId?: number | null;
  now: number;
}

/** Units of an order line. */
export interface LineStock {
  orderItemId: number;
  num: number;
}

/** The batch an order line held when its stock came from before batches: put-backs go there. */
const OPENING = { batchNo: 'OPENING', productionDate: '', expiryDate: '' };

const today = (now: number) => unixToDateString(now, 'yyyy-MM-dd');

/** Stock writes other areas make inside their own transaction (`trx`), SKU by SKU and batch by
 * batch through the stock ledger: an order placed or cancelled, an after-sale return or
 * replacement. Callers touching several SKUs go in ascending sku id (the ledger locks SKU rows). */
export class StockPort {
  constructor(private readonly db: Db) {}

  /** FEFO from the batches not expired on the Shanghai day of `now`; null when they hold fewer
   * than `num` (nothing taken). */
  takeInTrx(trx: Db, skuId: number, num: number, c: StockCause): Promise<Allocation[] | null> {
    return takeFefoInTrx(trx, { ...c, skuId, num, today: today(c.now) });
  }

  /** The units that may be sold now (what a refused take names). */
  sellableInTrx(trx: Db, shopId: number, skuId: number, now: number): Promise<number> {
    return sellableInTrx(trx, shopId, skuId, today(now));
  }

  /** Records which batches went into an order line. */
  async recordLineInTrx(trx: Db, orderItemId: number, allocations: readonly Allocation[]): Promise<void> {
    if (allocations.length === 0) return;
    await trx
      .insertInto('order_item_batches')
      .values(allocations.map((a) => ({ order_item_id: orderItemId, ...a })))
      .execute();
  }

  /** Units earlier returns (cases `refs`) put back, per batch. */
  private async returnedInto(trx: Db, shopId: number, refs: readonly string[]): Promise<Map<number, number>> {
    if (refs.length === 0) return new Map();
    const rows = await trx
      .selectFrom('stock_ledger')
      .select(['batch_id', (eb) => eb.fn.sum<number>('delta').as('n')])
      .where('shop_id', '=', shopId)
      .where('kind', '=', 'AFTER_SALE_IN')
      .where('ref', 'in', [...refs])
      .groupBy('batch_id')
      .execute();
    return new Map(rows.map((r) => [r.batch_id, Number(r.n)]));
  }

  /** The SKU each order line sold (lines without one are left out). */
  async lineSkus(orderItemIds: readonly number[], trx: Db = this.db): Promise<Map<number, number>> {
    if (orderItemIds.length === 0) return new Map();
    const rows = await trx
      .selectFrom('order_items')
      .select(['id', 'sku_id'])
      .where('id', 'in', [...orderItemIds])
      .execute();
    return new Map(rows.flatMap((r) => (r.sku_id === null ? [] : [[r.id, r.sku_id] as const])));
  }

  /** The batches each line took, earliest expiry first (unknown expiry last). */
  async lineBatches(orderItemIds: readonly number[], trx: Db = this.db): Promise<Map<number, Allocation[]>> {
    const out = new Map<number, Allocation[]>();
    if (orderItemIds.length === 0) return out;
    const rows = await trx
      .selectFrom('order_item_batches as ob')
      .innerJoin('stock_batches as b', 'b.id', 'ob.batch_id')
      .select(['ob.order_item_id', 'ob.batch_id', 'ob.batch_no', 'ob.num'])
      .where('ob.order_item_id', 'in', [...orderItemIds])
      .orderBy((eb) => eb.case().when('b.expiry_date', '=', '').then(1).else(0).end())
      .orderBy('b.expiry_date')
      .orderBy('ob.id')
      .execute();
    for (const r of rows) {
      const list = out.get(r.order_item_id) ?? [];
      list.push({ batch_id: r.batch_id, batch_no: r.batch_no, num: r.num });
      out.set(r.order_item_id, list);
    }
    return out;
  }

  /** Puts `line.num` units of an order line back into the batches it took (a cancel puts back the
   * whole line; a return part of it). Which batch a partly returned unit came from is not known,
   * so they go to the line's earliest-expiring batch first, each up to what it gave less what
   * earlier returns (`priorRefs`: the order's other case numbers) already put back into it: a
   * returned unit is never credited with a later expiry than it may have. Units beyond that (a
   * line from before batches) go to the SKU's OPENING batch. A line without a SKU (none exists
   * after migration 0013) has nothing to put back into. */
  async putBackLinesInTrx(
    trx: Db,
    lines: readonly LineStock[],
    c: StockCause,
    priorRefs: readonly string[] = [],
  ): Promise<void> {
    const skus = await this.lineSkus(
      lines.map((l) => l.orderItemId),
      trx,
    );
    const withSku = lines.flatMap((l) => {
      const skuId = skus.get(l.orderItemId);
      return skuId ? [{ ...l, skuId }] : [];
    });
    const batches = await this.lineBatches(
      withSku.map((l) => l.orderItemId),
      trx,
    );
    const returned = await this.returnedInto(trx, c.shopId, priorRefs);
    for (const l of [...withSku].sort((a, b) => a.skuId - b.skuId)) {
      let left = l.num;
      const back: Allocation[] = [];
      for (const a of batches.get(l.orderItemId) ?? []) {
        if (left === 0) break;
        // What earlier returns put into this batch counts against what it gave this line.
        const before = returned.get(a.batch_id) ?? 0;
        returned.set(a.batch_id, Math.max(before - a.num, 0));
        const n = Math.min(left, Math.max(a.num - before, 0));
        if (n === 0) continue;
        back.push({ ...a, num: n });
        left -= n;
      }
      if (back.length > 0) await putBackInTrx(trx, back, { ...c, skuId: l.skuId });
      if (left > 0) await receiveInTrx(trx, { ...c, ...OPENING, skuId: l.skuId, quantity: left });
    }
  }
}
