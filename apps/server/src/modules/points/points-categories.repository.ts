import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database, PointsCategory } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** One shop's points categories. Kysely only; every query names the shop. */
export class PointsCategoriesRepository {
  constructor(private readonly db: Db) {}

  /** The shop's categories, parents before children, each level by sort then id. */
  all(shopId: number): Promise<PointsCategory[]> {
    return this.db
      .selectFrom('points_categories')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('parent_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  children(shopId: number, parentIds: readonly number[]): Promise<PointsCategory[]> {
    return this.db
      .selectFrom('points_categories')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('parent_id', 'in', parentIds)
      .orderBy('parent_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** How many of `ids` are the shop's categories. */
  async countOwned(shopId: number, ids: readonly number[]): Promise<number> {
    const rows = await this.db
      .selectFrom('points_categories')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', 'in', ids)
      .execute();
    return rows.length;
  }

  /** Which of `ids` have children. */
  async parentsAmong(shopId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('points_categories')
      .select('parent_id')
      .distinct()
      .where('shop_id', '=', shopId)
      .where('parent_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => Number(r.parent_id)));
  }

  find(shopId: number, id: number, trx: Executor = this.db): Promise<PointsCategory | undefined> {
    return trx
      .selectFrom('points_categories')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async hasChildrenInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const row = await trx
      .selectFrom('points_categories')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('parent_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertInTrx(
    trx: Executor,
    row: { shop_id: number; parent_id: number; name: string; sort: number; created_at: number },
  ): Promise<number> {
    const { id } = await trx
      .insertInto('points_categories')
      .values({ ...row, updated_at: row.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  async updateInTrx(
    trx: Executor,
    shopId: number,
    id: number,
    patch: { name: string; sort: number; updated_at: number },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('points_categories')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const r = await trx
      .deleteFrom('points_categories')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** Serialises the shop's category changes (a child added while its parent is deleted). */
  async lockShopInTrx(trx: Executor, shopId: number): Promise<void> {
    await trx
      .updateTable('shops')
      .set({ id: sql<number>`id` })
      .where('id', '=', shopId)
      .execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
