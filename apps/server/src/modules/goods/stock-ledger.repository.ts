import type { StockKind } from '@rxdesk/contract/goods/stock';
import type { Db } from '../../platform/db/database.ts';

// With stock-opening.repository.ts (the opening stock of new SKUs), the ONLY code that writes
// stock_batches, stock_ledger, goods_skus.stock and goods.stock. Every
// change is a ledger row per batch touched, and the three caches (batch quantity, SKU stock,
// goods stock) move by the same delta in the same transaction, so stock = sum of the ledger.
//
// Concurrency: every function first locks the SKU row (a no-op conditional UPDATE of goods_skus,
// which takes the row lock on PostgreSQL; SQLite runs one transaction at a time anyway). Every
// writer of a SKU's batches comes through here, so they serialize per SKU: the FEFO pick reads the
// batches under that lock (READ COMMITTED reads the latest committed rows per statement) and cannot
// be invalidated before it commits. The batch decrements stay conditional (quantity >= n) as a
// guard; if one ever loses (a write that bypassed this file), the take throws and the whole
// transaction rolls back rather than selling stock that is not there. Callers touching several
// SKUs in one transaction lock them in ascending sku id order, so two orders cannot deadlock.

export type { StockKind };

/** Which batch gave (or takes back) how many units of an order line. */
export interface Allocation {
  batch_id: number;
  batch_no: string;
  num: number;
}

export interface Cause {
  shopId: number;
  kind: StockKind;
  /** Order sn, after-sale sn, import job id … */
  ref?: string;
  reason?: string;
  operatorId?: number | null;
  now: number;
}

export interface ReceiveInput extends Cause {
  skuId: number;
  batchNo: string;
  /** 'YYYY-MM-DD' or ''. */
  productionDate: string;
  /** 'YYYY-MM-DD' or '' (unknown: never expires, sold last). */
  expiryDate: string;
  quantity: number;
}

export interface TakeInput extends Cause {
  skuId: number;
  num: number;
  /** 'YYYY-MM-DD' in Asia/Shanghai: batches with expiry_date < today are never taken. */
  today: string;
}

export interface PutBackInput extends Cause {
  skuId: number;
}

export interface AdjustInput extends Cause {
  batchId: number;
  delta: number;
}

/** An existing batch number arrived with a different expiry date: a batch has one expiry. */
export class BatchExpiryMismatch extends Error {
  constructor(
    readonly batchNo: string,
    readonly expiryDate: string,
  ) {
    super(`batch ${batchNo} already exists with expiry ${expiryDate || '(none)'}`);
  }
}

/** The SKU is not this shop's (or does not exist). Callers check ownership first; this is a guard. */
export class SkuNotInShop extends Error {}

/** Locks the SKU row for the rest of the transaction and answers its goods id. */
async function lockSku(trx: Db, shopId: number, skuId: number): Promise<number> {
  const row = await trx
    .updateTable('goods_skus')
    .set((eb) => ({ stock: eb.ref('stock') }))
    .where('id', '=', skuId)
    .where('shop_id', '=', shopId)
    .returning('goods_id')
    .executeTakeFirst();
  if (!row) throw new SkuNotInShop(`sku ${skuId} is not in shop ${shopId}`);
  return row.goods_id;
}

/** Moves one batch by `delta` (never below zero) and writes its ledger row. Answers the batch's
 * new quantity, or false when it held too few (nothing changed). */
async function moveBatch(trx: Db, skuId: number, batchId: number, delta: number, c: Cause) {
  const moved = await trx
    .updateTable('stock_batches')
    .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
    .where('id', '=', batchId)
    .where('sku_id', '=', skuId)
    .where('shop_id', '=', c.shopId)
    .$if(delta < 0, (qb) => qb.where('quantity', '>=', -delta))
    .returning('quantity')
    .executeTakeFirst();
  if (!moved) return false;
  await trx
    .insertInto('stock_ledger')
    .values(ledgerRow(c, skuId, batchId, delta))
    .execute();
  return moved.quantity;
}

/** A stock ledger row: `delta` units of one batch, and why. */
export function ledgerRow(c: Cause, skuId: number, batchId: number, delta: number) {
  return {
    shop_id: c.shopId,
    sku_id: skuId,
    batch_id: batchId,
    delta,
    kind: c.kind,
    ref: c.ref ?? '',
    reason: c.reason ?? '',
    operator_id: c.operatorId ?? null,
    created_at: c.now,
  };
}

/** SKU and goods caches follow the batches. */
async function moveCaches(
  trx: Db,
  shopId: number,
  skuId: number,
  goodsId: number,
  delta: number,
  now: number,
) {
  await trx
    .updateTable('goods_skus')
    .set((eb) => ({ stock: eb('stock', '+', delta), updated_at: now }))
    .where('id', '=', skuId)
    .where('shop_id', '=', shopId)
    .execute();
  await trx
    .updateTable('goods')
    .set((eb) => ({ stock: eb('stock', '+', delta) }))
    .where('id', '=', goodsId)
    .where('shop_id', '=', shopId)
    .execute();
}

export function assertPositiveInt(n: number, what: string) {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`${what} must be a positive integer, got ${n}`);
}

/** Stock arrives: creates the batch, or adds to the existing batch of that number (same expiry
 * only — BatchExpiryMismatch otherwise). Answers the batch. */
export async function receiveInTrx(trx: Db, input: ReceiveInput): Promise<Allocation> {
  assertPositiveInt(input.quantity, 'quantity');
  const goodsId = await lockSku(trx, input.shopId, input.skuId);
  const existing = await trx
    .selectFrom('stock_batches')
    .select(['id', 'expiry_date'])
    .where('sku_id', '=', input.skuId)
    .where('batch_no', '=', input.batchNo)
    .executeTakeFirst();
  if (existing && existing.expiry_date !== input.expiryDate)
    throw new BatchExpiryMismatch(input.batchNo, existing.expiry_date);
  const batchId =
    existing?.id ??
    (
      await trx
        .insertInto('stock_batches')
        .values({
          shop_id: input.shopId,
          sku_id: input.skuId,
          batch_no: input.batchNo,
          production_date: input.productionDate,
          expiry_date: input.expiryDate,
          quantity: 0,
          created_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await moveBatch(trx, input.skuId, batchId, input.quantity, input);
  await moveCaches(trx, input.shopId, input.skuId, goodsId, input.quantity, input.now);
  return { batch_id: batchId, batch_no: input.batchNo, num: input.quantity };
}

/** The SKU's batches that may be sold today, earliest expiry first (unknown expiry last). */
function sellableBatches(trx: Db, shopId: number, skuId: number, today: string) {
  return trx
    .selectFrom('stock_batches')
    .select(['id', 'batch_no', 'quantity'])
    .where('shop_id', '=', shopId)
    .where('sku_id', '=', skuId)
    .where('quantity', '>', 0)
    .where((eb) => eb.or([eb('expiry_date', '=', ''), eb('expiry_date', '>=', today)]))
    .orderBy((eb) => eb.case().when('expiry_date', '=', '').then(1).else(0).end())
    .orderBy('expiry_date')
    .orderBy('id');
}

/** Takes `num` units FEFO from the non-expired batches. Null when they hold fewer than `num`
 * (nothing changed). One ledger row per batch taken from. */
export async function takeFefoInTrx(trx: Db, input: TakeInput): Promise<Allocation[] | null> {
  assertPositiveInt(input.num, 'num');
  const goodsId = await lockSku(trx, input.shopId, input.skuId);
  const batches = await sellableBatches(trx, input.shopId, input.skuId, input.today).execute();
  const picks: Allocation[] = [];
  let left = input.num;
  for (const b of batches) {
    if (left === 0) break;
    const n = Math.min(left, b.quantity);
    picks.push({ batch_id: b.id, batch_no: b.batch_no, num: n });
    left -= n;
  }
  if (left > 0) return null;
  for (const p of picks) {
    if ((await moveBatch(trx, input.skuId, p.batch_id, -p.num, input)) === false)
      throw new Error(`stock batch ${p.batch_id} changed under the SKU lock`);
  }
  await moveCaches(trx, input.shopId, input.skuId, goodsId, -input.num, input.now);
  return picks;
}

/** Units that may be sold today (the figure a refused take names). */
export async function sellableInTrx(trx: Db, shopId: number, skuId: number, today: string): Promise<number> {
  const rows = await sellableBatches(trx, shopId, skuId, today).execute();
  return rows.reduce((s, b) => s + b.quantity, 0);
}

/** Puts units back into the batches they came from (a cancelled order, a returned line). */
export async function putBackInTrx(trx: Db, allocations: readonly Allocation[], input: PutBackInput) {
  const goodsId = await lockSku(trx, input.shopId, input.skuId);
  let total = 0;
  for (const a of allocations) {
    assertPositiveInt(a.num, 'num');
    if ((await moveBatch(trx, input.skuId, a.batch_id, a.num, input)) === false)
      throw new Error(`stock batch ${a.batch_id} is not sku ${input.skuId}'s`);
    total += a.num;
  }
  if (total > 0) await moveCaches(trx, input.shopId, input.skuId, goodsId, total, input.now);
}

/** A manual correction of one batch (count, breakage …). Null when the batch is not this shop's;
 * false when it would go below zero (nothing changed); else the batch's new quantity. */
export async function adjustInTrx(trx: Db, input: AdjustInput): Promise<number | false | null> {
  if (!Number.isInteger(input.delta) || input.delta === 0)
    throw new RangeError('delta must be a non-zero integer');
  const batch = await trx
    .selectFrom('stock_batches')
    .select(['sku_id'])
    .where('id', '=', input.batchId)
    .where('shop_id', '=', input.shopId)
    .executeTakeFirst();
  if (!batch) return null;
  const goodsId = await lockSku(trx, input.shopId, batch.sku_id);
  const after = await moveBatch(trx, batch.sku_id, input.batchId, input.delta, input);
  if (after === false) return false;
  await moveCaches(trx, input.shopId, batch.sku_id, goodsId, input.delta, input.now);
  return after;
}
