import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { GoodsStatus } from '@rxdesk/contract/goods/catalogue';
import type { Db } from '../../platform/db/database.ts';
import type { Database, GoodsReviewTable, GoodsTable } from '../../platform/db/schema.ts';
import { inShop } from '../../platform/db/lookups.ts';

export type GoodsRow = Selectable<GoodsTable>;
export type GoodsPatch = Updateable<GoodsTable>;
type Executor = Kysely<Database>;

/** The columns that say a state, as the conditional update compares them (goodsStatus reads them). */
function stateColumns(status: GoodsStatus): Partial<Record<'is_auth' | 'market_enable', number>> {
  switch (status) {
    case 'AWAITING_REVIEW':
      return { is_auth: 0 };
    case 'REJECTED':
      return { is_auth: 2 };
    case 'OFF_SHELF':
      return { is_auth: 1, market_enable: 0 };
    case 'ON_SALE':
      return { is_auth: 1, market_enable: 1 };
    default:
      return {};
  }
}

/** Kysely only: the goods rows of the catalogue, always within one shop. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return inShop(trx, 'goods', shopId).where('id', '=', id).executeTakeFirst();
  }

  /** The rows of these ids in the shop, in id order (the lock order of a batch action). */
  findMany(shopId: number, ids: readonly number[]) {
    return inShop(this.db, 'goods', shopId).where('id', 'in', ids).orderBy('id').execute();
  }

  /** Enabled SKUs per goods item. */
  async enabledSkus(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('goods_skus')
      .select((eb) => ['goods_id', eb.fn.countAll<number>().as('n')])
      .where('goods_id', 'in', ids)
      .where('enabled', '=', 1)
      .groupBy('goods_id')
      .execute();
    return new Map(rows.map((r) => [r.goods_id, Number(r.n)]));
  }

  /** The goods an order line, a drop-ship line or a prescription names. */
  async referenced(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('order_items')
      .select('goods_id')
      .where('goods_id', 'in', ids)
      .union(this.db.selectFrom('supplier_order_items').select('goods_id').where('goods_id', 'in', ids))
      .union(
        this.db
          .selectFrom('prescription_drugs')
          .select((eb) => eb.fn.coalesce('goods_id', sql<number>`0`).as('goods_id'))
          .where('goods_id', 'in', ids),
      )
      .execute();
    return new Set(rows.map((r) => Number(r.goods_id)));
  }

  async restricted(shopId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('restricted_goods')
      .select('goods_id')
      .where('shop_id', '=', shopId)
      .where('goods_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.goods_id));
  }

  /** The goods with received stock (any batch of any SKU). */
  async stocked(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('stock_batches as b')
      .innerJoin('goods_skus as s', 's.id', 'b.sku_id')
      .select('s.goods_id')
      .distinct()
      .where('s.goods_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.goods_id));
  }

  async codeTaken(shopId: number, code: string, exceptId: number | null): Promise<boolean> {
    const row = await this.db
      .selectFrom('goods')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('goods_code', '=', code)
      .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId as number))
      .executeTakeFirst();
    return !!row;
  }

  /** A category and whether anything hangs under it (the form takes leaves only). */
  async category(id: number) {
    const row = await this.db
      .selectFrom('categories as c')
      .select(['c.id', 'c.category_path'])
      .select((eb) =>
        eb
          .exists(eb.selectFrom('categories as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'))
          .as('has_children'),
      )
      .where('c.id', '=', id)
      .executeTakeFirst();
    return row && { ...row, has_children: Boolean(row.has_children) };
  }

  async groupExists(shopId: number, id: number): Promise<boolean> {
    return !!(await inShop(this.db, 'goods_groups', shopId).where('id', '=', id).executeTakeFirst());
  }

  async tagsExist(shopId: number, ids: readonly number[]): Promise<boolean> {
    if (ids.length === 0) return true;
    const rows = await inShop(this.db, 'goods_tags', shopId).where('id', 'in', ids).execute();
    return rows.length === new Set(ids).size;
  }

  /** Whether the shop has this freight template (issue 23: goods name their own shop's only). */
  async freightTemplateExists(shopId: number, id: number): Promise<boolean> {
    return (
      (await inShop(this.db, 'freight_templates', shopId).where('id', '=', id).executeTakeFirst()) !==
      undefined
    );
  }

  /** The shop's supplier as a goods form may name it (the service refuses a disabled one). */
  supplier(shopId: number, id: number) {
    return inShop(this.db, 'suppliers', shopId).where('id', '=', id).executeTakeFirst();
  }

  /** The conditional update of every change: the row takes `patch` only while it is still in
   * state `from` (the columns goodsStatus reads). True when the one row changed. */
  async updateIfState(trx: Executor, shopId: number, id: number, from: GoodsStatus, patch: GoodsPatch) {
    const cols = stateColumns(from);
    const r = await trx
      .updateTable('goods')
      .set(patch)
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .where('recycled_at', from === 'RECYCLED' ? 'is not' : 'is', null)
      .$if(cols.is_auth !== undefined, (qb) => qb.where('is_auth', '=', cols.is_auth as number))
      .$if(cols.market_enable !== undefined, (qb) =>
        qb.where('market_enable', '=', cols.market_enable as number),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** New items of one shop in one statement: the id of each row, in the order given (found by
   * goods code, unique per shop, since neither database promises RETURNING's order). */
  async insertManyInTrx(trx: Executor, rows: readonly Insertable<GoodsTable>[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const back = await trx.insertInto('goods').values(rows).returning(['id', 'goods_code']).execute();
    const id = new Map(back.map((r) => [r.goods_code, Number(r.id)]));
    return rows.map((r) => id.get(r.goods_code)!);
  }

  async insertReviewInTrx(trx: Executor, row: Insertable<GoodsReviewTable>): Promise<void> {
    await trx.insertInto('goods_reviews').values(row).execute();
  }

  async insertReviewsInTrx(trx: Executor, rows: readonly Insertable<GoodsReviewTable>[]): Promise<void> {
    if (rows.length > 0) await trx.insertInto('goods_reviews').values(rows).execute();
  }

  reviews(shopId: number, goodsId: number) {
    return inShop(this.db, 'goods_reviews', shopId).where('goods_id', '=', goodsId).orderBy('id').execute();
  }

  /** An item's review history as the delete's log row keeps it (GSP records outlive the item). */
  reviewHistoryInTrx(trx: Executor, goodsId: number) {
    return trx
      .selectFrom('goods_reviews')
      .select(['action', 'reason', 'actor_name', 'created_at'])
      .where('goods_id', '=', goodsId)
      .orderBy('id')
      .execute();
  }

  /** Permanent delete from the recycle station: the row claims itself with a conditional update
   * (of concurrent deletes one wins), then what hangs off it goes. Only items without stock
   * history get here (the machine's check): no batch or ledger row is touched. */
  async purgeInTrx(trx: Executor, shopId: number, id: number, now: number): Promise<boolean> {
    if (!(await this.updateIfState(trx, shopId, id, 'RECYCLED', { updated_at: now }))) return false;
    await trx.deleteFrom('goods_skus').where('goods_id', '=', id).execute();
    await trx.deleteFrom('goods_tag_links').where('goods_id', '=', id).execute();
    await trx.deleteFrom('goods_reviews').where('goods_id', '=', id).execute();
    await trx.deleteFrom('goods_drafts').where('shop_id', '=', shopId).where('goods_id', '=', id).execute();
    await trx.deleteFrom('goods').where('id', '=', id).where('shop_id', '=', shopId).execute();
    return true;
  }

  /** Whether this shop deleted the item for good (a concurrent delete lost: 409, not 404). */
  async wasDeleted(shopId: number, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('operation_logs')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('action', '=', 'goods.delete')
      .where('target', '=', String(id))
      .executeTakeFirst();
    return !!row;
  }

  /** Batch actions: the shop group and the tags of several items. */
  async setGroupInTrx(
    trx: Executor,
    shopId: number,
    ids: readonly number[],
    groupId: number | null,
    now: number,
  ) {
    await trx
      .updateTable('goods')
      .set({ group_id: groupId, updated_at: now })
      .where('shop_id', '=', shopId)
      .where('id', 'in', ids)
      .execute();
  }

  async setTagsInTrx(trx: Executor, ids: readonly number[], tagIds: readonly number[]) {
    await trx.deleteFrom('goods_tag_links').where('goods_id', 'in', ids).execute();
    const rows = ids.flatMap((goods_id) => [...new Set(tagIds)].map((tag_id) => ({ tag_id, goods_id })));
    if (rows.length) await trx.insertInto('goods_tag_links').values(rows).execute();
  }
}
