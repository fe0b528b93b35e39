import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DraftListQuery } from '@rxdesk/contract/goods/goods-drafts';
import type { Db } from '../../platform/db/database.ts';
import type { Database, GoodsDraftTable } from '../../platform/db/schema.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { countRows, matchingKeyword, paged } from '../../platform/db/list-query.ts';
import { inShop } from '../../platform/db/lookups.ts';

type Executor = Kysely<Database>;

/** Kysely only: the shop's goods drafts. */
export class GoodsDraftsRepository {
  constructor(private readonly db: Db) {}

  private filtered(shopId: number, q: DraftListQuery) {
    return this.db
      .selectFrom('goods_drafts')
      .where('shop_id', '=', shopId)
      .$call(matchingKeyword(q.keyword, likeOperator(this.db), { exact: [], contains: ['goods_name'] }));
  }

  page(shopId: number, q: DraftListQuery) {
    return this.filtered(shopId, q).selectAll().orderBy('id', 'desc').$call(paged(q)).execute();
  }

  count(shopId: number, q: DraftListQuery) {
    return countRows(this.filtered(shopId, q));
  }

  find(shopId: number, id: number) {
    return inShop(this.db, 'goods_drafts', shopId).where('id', '=', id).executeTakeFirst();
  }

  async insertInTrx(trx: Executor, row: Insertable<GoodsDraftTable>): Promise<number> {
    const r = await trx.insertInto('goods_drafts').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async updateInTrx(trx: Executor, shopId: number, id: number, patch: Updateable<GoodsDraftTable>) {
    const r = await trx
      .updateTable('goods_drafts')
      .set(patch)
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** True when this call removed it (of two concurrent publishes or deletes, one does). */
  async deleteInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const r = await trx
      .deleteFrom('goods_drafts')
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
