import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { countRows, paged } from '../../platform/db/list-query.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export const MOBILE_HOME = 'MOBILE_HOME';

/** The mobile home page's draft and published versions. Kysely only; every query names the shop. */
export class MobileHomeRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  draft(shopId: number, trx: Executor = this.db) {
    return trx
      .selectFrom('shop_page_drafts')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('page_type', '=', MOBILE_HOME)
      .executeTakeFirst();
  }

  /** Writes the draft if its revision is still `expected` (0: no draft yet); false when another
   * save came first. */
  async saveDraftInTrx(trx: Executor, shopId: number, expected: number, floors: string, at: number) {
    if (expected === 0) {
      const r = await trx
        .insertInto('shop_page_drafts')
        .values({ shop_id: shopId, page_type: MOBILE_HOME, floors, revision: 1, updated_at: at })
        .onConflict((oc) => oc.columns(['shop_id', 'page_type']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const r = await trx
      .updateTable('shop_page_drafts')
      .set({ floors, revision: expected + 1, updated_at: at })
      .where('shop_id', '=', shopId)
      .where('page_type', '=', MOBILE_HOME)
      .where('revision', '=', expected)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  latest(shopId: number, trx: Executor = this.db) {
    return trx
      .selectFrom('shop_page_versions')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('page_type', '=', MOBILE_HOME)
      .orderBy('version_no', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  version(shopId: number, versionNo: number) {
    return this.db
      .selectFrom('shop_page_versions')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('page_type', '=', MOBILE_HOME)
      .where('version_no', '=', versionNo)
      .executeTakeFirst();
  }

  async versions(shopId: number, q: { page_no: number; page_size: number }) {
    const base = this.db
      .selectFrom('shop_page_versions')
      .where('shop_id', '=', shopId)
      .where('page_type', '=', MOBILE_HOME);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('version_no', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  /** A new version numbered after the newest; the unique number refuses a concurrent twin. */
  async insertVersionInTrx(
    trx: Executor,
    row: {
      shop_id: number;
      version_no: number;
      floors: string;
      restored_from: number | null;
      published_by: string;
      published_at: number;
    },
  ) {
    await trx
      .insertInto('shop_page_versions')
      .values({ ...row, page_type: MOBILE_HOME })
      .execute();
  }
}
