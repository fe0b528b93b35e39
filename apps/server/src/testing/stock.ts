import { expect } from 'vitest';
import type { Db } from '../platform/db/database.ts';

export { fillStock } from './stock-fill.ts';

/** The ledger is the truth: for every SKU of the shop, its stock = the sum of its ledger rows =
 * the sum of its batches; every batch = its own ledger sum and never below zero; every goods
 * item's stock = the sum of its SKUs. */
export async function expectLedgerWhole(db: Db, shopId: number) {
  const ledger = await db
    .selectFrom('stock_ledger')
    .select(['batch_id', 'sku_id', (eb) => eb.fn.sum<number>('delta').as('n')])
    .where('shop_id', '=', shopId)
    .groupBy(['batch_id', 'sku_id'])
    .execute();
  const batches = await db
    .selectFrom('stock_batches')
    .select(['id', 'sku_id', 'quantity'])
    .where('shop_id', '=', shopId)
    .execute();
  const skus = await db
    .selectFrom('goods_skus')
    .select(['id', 'goods_id', 'stock'])
    .where('shop_id', '=', shopId)
    .execute();
  const goods = await db.selectFrom('goods').select(['id', 'stock']).where('shop_id', '=', shopId).execute();

  const byBatch = new Map(ledger.map((l) => [l.batch_id, Number(l.n)]));
  const bySku = new Map<number, number>();
  for (const l of ledger) bySku.set(l.sku_id, (bySku.get(l.sku_id) ?? 0) + Number(l.n));
  const wrongBatches = batches.filter((b) => b.quantity < 0 || b.quantity !== (byBatch.get(b.id) ?? 0));
  expect(wrongBatches, 'batch quantity = its ledger sum, never below 0').toEqual([]);
  const batchSum = new Map<number, number>();
  for (const b of batches) batchSum.set(b.sku_id, (batchSum.get(b.sku_id) ?? 0) + b.quantity);
  const wrongSkus = skus.filter(
    (s) => s.stock !== (bySku.get(s.id) ?? 0) || s.stock !== (batchSum.get(s.id) ?? 0),
  );
  expect(wrongSkus, 'SKU stock = ledger sum = batch sum').toEqual([]);
  const goodsSum = new Map<number, number>();
  for (const s of skus) goodsSum.set(s.goods_id, (goodsSum.get(s.goods_id) ?? 0) + s.stock);
  const wrongGoods = goods.filter((g) => g.stock !== (goodsSum.get(g.id) ?? 0));
  expect(wrongGoods, 'goods stock = sum of its SKUs').toEqual([]);
}

/** A fresh OTC goods item of the shop (a copy of its first OTC goods under a new code) with
 * `skus` SKUs and no stock: what a stock test starts from, independent of the demo seed. */
export async function newTestGoods(db: Db, shopId: number, code: string, skus = 1) {
  const model = await db
    .selectFrom('goods')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('is_prescription', '=', 0)
    .where('regulatory_class', '=', 'NONE')
    .where('supplier_id', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  // Named columns, not the model's row: goods has generated columns (the PostgreSQL search vector).
  const { id: goodsId } = await db
    .insertInto('goods')
    .values({
      shop_id: shopId,
      category_id: model.category_id,
      goods_code: code,
      goods_name: `测试药品 ${code}`,
      common_name: model.common_name,
      specs: model.specs,
      dosage_form: model.dosage_form,
      manufacturer: model.manufacturer,
      approval_number: model.approval_number,
      storage: model.storage,
      drug_type: model.drug_type,
      is_prescription: 0,
      price: model.price,
      stock: 0,
      unit: model.unit,
      thumbnail: '',
      market_enable: 1,
      is_auth: 1,
      supplier_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const skuIds: number[] = [];
  for (let i = 0; i < skus; i++) {
    const { id } = await db
      .insertInto('goods_skus')
      .values({
        shop_id: shopId,
        goods_id: goodsId,
        sku_code: skus === 1 ? code : `${code}-${i + 1}`,
        spec_values:
          skus === 1 ? '[]' : JSON.stringify([{ name: '规格', value: `${(i + 1) * 10}片`, image: '' }]),
        price: model.price,
        warning_quantity: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    skuIds.push(id);
  }
  return { goodsId, goodsCode: code, skuIds, price: model.price };
}
