import type { Kysely } from 'kysely';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { skuSpecsText } from '@rxdesk/contract/goods/stock';
import type { Database } from '../platform/db/schema.ts';
import { adjustInTrx, receiveInTrx } from '../modules/goods/stock-ledger.repository.ts';
import { StockPort } from '../modules/goods/stock-port.ts';

type Trx = Kysely<Database>;

const DAY = 86400;
const ymd = (t: number) => unixToDateString(t, 'yyyy-MM-dd');

/** The demo shop's stock as batches with a ledger (issue 20). Goods the seed inserted without a SKU
 * get one (code = goods code), as migration 0013 gave existing goods theirs; each SKU's seeded
 * stock arrives in 1–3 batches through the ledger (the only writer of stock), the earliest batch of
 * some SKUs near expiry, a few SKUs also hold an expired (locked) batch, and some have their own
 * warning quantity. Everything is a function of the SKU's position, so the seed is deterministic. */
export async function seedStock(trx: Trx, shopId: number, now: number): Promise<void> {
  await addMissingSkus(trx, shopId, now);
  const skus = await trx
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.goods_id', 's.stock as sku_stock', 'g.stock as goods_stock'])
    .where('s.shop_id', '=', shopId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('stock_batches as b').select('b.id').whereRef('b.sku_id', '=', 's.id'))),
    )
    .orderBy('s.id')
    .execute();
  // What the seed wrote straight into the caches becomes ledger rows instead.
  const targets = new Map<number, number>();
  const seen = new Set<number>();
  for (const s of skus) {
    targets.set(s.id, s.sku_stock > 0 ? s.sku_stock : seen.has(s.goods_id) ? 0 : s.goods_stock);
    seen.add(s.goods_id);
  }
  const ids = skus.map((s) => s.id);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await trx.updateTable('goods_skus').set({ stock: 0 }).where('id', 'in', chunk).execute();
    await trx
      .updateTable('goods')
      .set({ stock: 0 })
      .where(
        'id',
        'in',
        skus.slice(i, i + 500).map((s) => s.goods_id),
      )
      .execute();
  }
  for (const [k, s] of skus.entries())
    await seedSkuBatches(trx, shopId, s.id, k, targets.get(s.id) ?? 0, now);
}

async function addMissingSkus(trx: Trx, shopId: number, now: number) {
  const bare = await trx
    .selectFrom('goods as g')
    .select(['g.id', 'g.goods_code', 'g.price', 'g.supply_price', 'g.stock'])
    .where('g.shop_id', '=', shopId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('goods_skus as s').select('s.id').whereRef('s.goods_id', '=', 'g.id'))),
    )
    .orderBy('g.id')
    .execute();
  for (let i = 0; i < bare.length; i += 100)
    await trx
      .insertInto('goods_skus')
      .values(
        bare.slice(i, i + 100).map((g) => ({
          shop_id: shopId,
          goods_id: g.id,
          sku_code: g.goods_code,
          spec_values: '[]',
          price: g.price,
          cost: g.supply_price,
          warning_quantity: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
}

/** How a SKU's stock splits over its batches, earliest expiry first. */
function shares(count: number): number[] {
  return count === 1 ? [1] : count === 2 ? [0.35, 0.65] : [0.2, 0.3, 0.5];
}

async function seedSkuBatches(
  trx: Trx,
  shopId: number,
  skuId: number,
  k: number,
  target: number,
  now: number,
) {
  // A SKU out of stock keeps one (emptied) batch; the others 1–3.
  const count = target === 0 ? 1 : 1 + (k % 3);
  const parts = shares(count).map((f) => Math.floor(target * f));
  parts[parts.length - 1]! += target - parts.reduce((a, b) => a + b, 0);
  for (const [i, quantity] of parts.entries()) {
    // Some SKUs' first batch is near expiry (15–74 days left); the rest have 200 days and more.
    const daysLeft = i === 0 && k % 15 === 4 ? 15 + (k % 60) : 200 + ((k * 37) % 500) + i * 120;
    const batch = await receiveBatch(trx, shopId, skuId, now + daysLeft * DAY, Math.max(quantity, 1), now);
    // A SKU out of stock still had its batch: counted out to zero at the last stocktake.
    if (quantity === 0)
      await adjustInTrx(trx, {
        shopId,
        batchId: batch.batch_id,
        delta: -1,
        kind: 'ADJUST',
        reason: '月度盘点：批次售罄出清',
        now: now - 7 * DAY,
      });
  }
  // One or two SKUs hold an expired batch still on the shelf: locked, waiting to be written off.
  if (k % 80 === 13)
    await receiveBatch(trx, shopId, skuId, now - (3 + ((k * 7) % 40)) * DAY, 2 + ((k * 3) % 7), now);
  const warning = k % 17 === 2 ? 50 : k % 23 === 5 ? target + 5 : null;
  if (warning !== null)
    await trx.updateTable('goods_skus').set({ warning_quantity: warning }).where('id', '=', skuId).execute();
}

/** One batch received 20 days after it was made (2- or 3-year shelf life); its number is the
 * production date as yymmdd, as Chinese manufacturers print them. */
function receiveBatch(
  trx: Trx,
  shopId: number,
  skuId: number,
  expiry: number,
  quantity: number,
  now: number,
) {
  const shelf = expiry - now > 700 * DAY ? 1095 : 730;
  const made = expiry - shelf * DAY;
  return receiveInTrx(trx, {
    shopId,
    skuId,
    batchNo: ymd(made).slice(2).replace(/-/g, ''),
    productionDate: ymd(made),
    expiryDate: ymd(expiry),
    quantity,
    kind: 'INTAKE',
    reason: '采购入库',
    now: Math.min(made + 20 * DAY, now - DAY),
  });
}

/** Takes a seeded order's units off the shelf as intake does: each line sells its goods' SKU,
 * FEFO from the batches not expired on the order's day, recorded per line. Shipped lines (with
 * batch numbers recorded) get the numbers of the batches they took. A line the shelf cannot fill
 * stops the seed rather than leave stock below zero. */
export async function takeSeedOrderStock(trx: Trx, orderId: number): Promise<void> {
  const o = await trx
    .selectFrom('orders')
    .select(['shop_id', 'sn', 'created_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = await linkSeedLineSkus(trx, orderId);
  const stock = new StockPort(trx);
  for (const it of [...items].sort((a, b) => a.sku_id - b.sku_id)) {
    const taken = await stock.takeInTrx(trx, it.sku_id, it.num, {
      shopId: o.shop_id,
      kind: 'ORDER',
      ref: o.sn,
      now: o.created_at,
    });
    if (!taken) throw new Error(`demo seed: not enough stock of ${it.goods_name} for ${it.num}`);
    await stock.recordLineInTrx(trx, it.id, taken);
    if (it.batch_numbers !== '[]')
      await trx
        .updateTable('order_items')
        .set({ batch_numbers: JSON.stringify([...new Set(taken.map((a) => a.batch_no))]) })
        .where('id', '=', it.id)
        .execute();
  }
}

/** Gives a seeded order's lines the SKU they sell (their goods' first enabled SKU). */
export async function linkSeedLineSkus(trx: Trx, orderId: number) {
  const items = await trx
    .selectFrom('order_items as i')
    .innerJoin('goods_skus as s', 's.goods_id', 'i.goods_id')
    .select(['i.id', 'i.num', 'i.goods_name', 'i.batch_numbers', 's.id as sku_id', 's.spec_values'])
    .where('i.order_id', '=', orderId)
    .where('s.enabled', '=', 1)
    .orderBy('i.id')
    .orderBy('s.id')
    .execute();
  const first = items.filter((it, i) => i === 0 || items[i - 1]!.id !== it.id);
  for (const it of first)
    await trx
      .updateTable('order_items')
      .set({ sku_id: it.sku_id, sku_specs: skuSpecsText(it.spec_values) })
      .where('id', '=', it.id)
      .execute();
  return first;
}
