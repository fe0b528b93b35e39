import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database, GoodsSkuTable } from '../../platform/db/schema.ts';

export type SkuRowDb = Selectable<GoodsSkuTable>;
type Executor = Kysely<Database>;
/** What the catalogue writes of a SKU: never its stock (the stock ledger's cache). */
export type SkuFields = Omit<Insertable<GoodsSkuTable>, 'stock' | 'id'>;

/** Kysely only: the SKU matrix of a goods item. */
export class CatalogueSkusRepository {
  constructor(private readonly db: Db) {}

  skusOf(goodsId: number, trx: Executor = this.db) {
    return trx.selectFrom('goods_skus').selectAll().where('goods_id', '=', goodsId).orderBy('id').execute();
  }

  /** The SKUs an order line sold: they may be disabled, never deleted. */
  async referenced(skuIds: readonly number[], trx: Executor = this.db): Promise<Set<number>> {
    if (skuIds.length === 0) return new Set();
    const rows = await trx
      .selectFrom('order_items')
      .select('sku_id')
      .distinct()
      .where('sku_id', 'in', skuIds)
      .execute();
    return new Set(rows.map((r) => Number(r.sku_id)));
  }

  /** The codes of `codes` another goods item's SKU already has (SKU codes are unique per shop). */
  async codesTakenElsewhere(shopId: number, codes: readonly string[], goodsId: number | null) {
    if (codes.length === 0) return [];
    const rows = await this.db
      .selectFrom('goods_skus')
      .select('sku_code')
      .where('shop_id', '=', shopId)
      .where('sku_code', 'in', codes)
      .$if(goodsId !== null, (qb) => qb.where('goods_id', '<>', goodsId as number))
      .execute();
    return rows.map((r) => r.sku_code);
  }

  async insertInTrx(trx: Executor, row: SkuFields): Promise<number> {
    const r = await trx.insertInto('goods_skus').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** New SKUs of one shop in one statement: the id of each row, in the order given (found by code,
   * unique per shop, since neither database promises RETURNING's order). */
  async insertManyInTrx(trx: Executor, rows: readonly SkuFields[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const back = await trx.insertInto('goods_skus').values(rows).returning(['id', 'sku_code']).execute();
    const id = new Map(back.map((r) => [r.sku_code, Number(r.id)]));
    return rows.map((r) => id.get(r.sku_code)!);
  }

  async updateInTrx(
    trx: Executor,
    goodsId: number,
    skuId: number,
    patch: Updateable<Omit<GoodsSkuTable, 'stock'>>,
  ) {
    await trx
      .updateTable('goods_skus')
      .set(patch)
      .where('id', '=', skuId)
      .where('goods_id', '=', goodsId)
      .execute();
  }

  /** Deletes SKUs without stock history; a SKU with batches keeps its rows (the caller refuses). */
  async deleteInTrx(trx: Executor, goodsId: number, skuIds: readonly number[]) {
    if (skuIds.length === 0) return;
    await trx.deleteFrom('goods_skus').where('goods_id', '=', goodsId).where('id', 'in', skuIds).execute();
  }

  /** SKUs with any stock batch (received stock): their history stays, so they are disabled instead. */
  async withBatches(skuIds: readonly number[], trx: Executor = this.db): Promise<Set<number>> {
    if (skuIds.length === 0) return new Set();
    const rows = await trx
      .selectFrom('stock_batches')
      .select('sku_id')
      .distinct()
      .where('sku_id', 'in', skuIds)
      .execute();
    return new Set(rows.map((r) => r.sku_id));
  }

  /** The item's price: its lowest enabled SKU price (0 when none is enabled). */
  async lowestPriceInTrx(trx: Executor, goodsId: number): Promise<number> {
    const r = await trx
      .selectFrom('goods_skus')
      .select((eb) => eb.fn.min<number>('price').as('p'))
      .where('goods_id', '=', goodsId)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    return Number(r?.p ?? 0);
  }

  async setWarningInTrx(
    trx: Executor,
    shopId: number,
    goodsIds: readonly number[],
    qty: number | null,
    now: number,
  ) {
    await trx
      .updateTable('goods_skus')
      .set({ warning_quantity: qty, updated_at: now })
      .where('shop_id', '=', shopId)
      .where('goods_id', 'in', goodsIds)
      .execute();
  }
}
