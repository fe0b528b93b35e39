import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import { isPostgres, likeOperator } from '../../../platform/db/dialect.ts';
import { countRows, matchingKeyword, paged } from '../../../platform/db/list-query.ts';
import type { Database, PromotionGiftTable } from '../../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export type NewGift = Insertable<PromotionGiftTable>;
export type GiftPatch = Updateable<PromotionGiftTable>;

/** One shop's gifts and their stock ledger. Kysely only; every query names the shop. The `stock`
 * column mirrors the ledger's sum: it is only changed by `changeStockInTrx`, which writes the
 * ledger row in the same transaction. */
export class GiftsRepository {
  constructor(private readonly db: Db) {}

  private withGoodsName(trx: Executor = this.db) {
    return trx
      .selectFrom('promotion_gifts as g')
      .leftJoin('goods', 'goods.id', 'g.goods_id')
      .selectAll('g')
      .select(sql<string>`coalesce(${sql.ref('goods.goods_name')}, '')`.as('goods_name'));
  }

  async page(
    shopId: number,
    q: { keyword?: string; enabled_only?: boolean; page_no: number; page_size: number },
  ) {
    const base = this.db
      .selectFrom('promotion_gifts')
      .where('shop_id', '=', shopId)
      .$call(matchingKeyword(q.keyword, likeOperator(this.db), { exact: [], contains: ['name'] }))
      .$if(q.enabled_only === true, (b) => b.where('disabled', '=', 0));
    const ids = base.select('id');
    const [rows, total] = await Promise.all([
      this.withGoodsName().where('g.id', 'in', ids).orderBy('g.id', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return this.withGoodsName(trx).where('g.shop_id', '=', shopId).where('g.id', '=', id).executeTakeFirst();
  }

  /** The gift row, held until the transaction ends on PostgreSQL (SQLite has one writer). */
  lockInTrx(trx: Executor, shopId: number, id: number) {
    const q = trx
      .selectFrom('promotion_gifts')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id);
    return (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
  }

  ledger(shopId: number, giftId: number, limit = 50) {
    return this.db
      .selectFrom('promotion_gift_stock')
      .select(['change', 'reason', 'ref', 'at'])
      .where('shop_id', '=', shopId)
      .where('gift_id', '=', giftId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async ledgerSum(giftId: number): Promise<number> {
    const r = await this.db
      .selectFrom('promotion_gift_stock')
      .select(sql<number>`coalesce(sum(change), 0)`.as('n'))
      .where('gift_id', '=', giftId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** A SKU of the shop and its goods (the optional catalogue link). */
  ownSku(shopId: number, skuId: number) {
    return this.db
      .selectFrom('goods_skus')
      .select(['id', 'goods_id'])
      .where('shop_id', '=', shopId)
      .where('id', '=', skuId)
      .executeTakeFirst();
  }

  async insertInTrx(trx: Executor, row: NewGift): Promise<number> {
    const r = await trx.insertInto('promotion_gifts').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async updateInTrx(trx: Executor, shopId: number, id: number, patch: GiftPatch): Promise<boolean> {
    const r = await trx
      .updateTable('promotion_gifts')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    await trx
      .deleteFrom('promotion_gift_stock')
      .where('shop_id', '=', shopId)
      .where('gift_id', '=', id)
      .execute();
    const r = await trx
      .deleteFrom('promotion_gifts')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** The rules of the shop's full cuts that have not ended and are not closed (a gift they name
   * may not be deleted). */
  liveFullCutRulesInTrx(trx: Executor, shopId: number, now: number) {
    return trx
      .selectFrom('promotions')
      .select(['id', 'title', 'rules'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', 'FULL_DISCOUNT')
      .where('closed_at', 'is', null)
      .where('end_at', '>', now)
      .execute();
  }

  /** Changes the stock by `change` and writes its ledger row, in one statement pair of the
   * caller's transaction. The update holds only when `stock + change >= 0`, so concurrent takes
   * never go below zero; false (nothing written) when it would. */
  async changeStockInTrx(
    trx: Executor,
    e: { shopId: number; giftId: number; change: number; reason: string; ref: string; at: number },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('promotion_gifts')
      .set({ stock: sql<number>`stock + ${e.change}`, updated_at: e.at })
      .where('shop_id', '=', e.shopId)
      .where('id', '=', e.giftId)
      .where(sql<boolean>`stock + ${e.change} >= 0`)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('promotion_gift_stock')
      .values({
        shop_id: e.shopId,
        gift_id: e.giftId,
        change: e.change,
        reason: e.reason,
        ref: e.ref,
        at: e.at,
      })
      .execute();
    return true;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
