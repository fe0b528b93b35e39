import type { Db } from '../../platform/db/database.ts';

/** What a shop page may name, read for the checks and for the storefront: the shop's goods on
 * sale, categories, running activities, usable coupons and its uploads. Kysely only; every query
 * names the shop (categories are the platform's). */
export class PageReferencesRepository {
  constructor(private readonly db: Db) {}

  /** Goods of the shop on sale (listed, approved, not recycled), by id. */
  goodsOnSale(shopId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('goods')
      .select(['id', 'goods_name', 'price', 'thumbnail'])
      .where('shop_id', '=', shopId)
      .where('id', 'in', [...ids])
      .where('market_enable', '=', 1)
      .where('is_auth', '=', 1)
      .where('recycled_at', 'is', null)
      .execute();
  }

  async categoryByPath(path: string) {
    return this.db.selectFrom('categories').select('id').where('category_path', '=', path).executeTakeFirst();
  }

  /** The shop's activities not closed and not ended at `now`. */
  runningActivities(shopId: number, ids: readonly number[], now: number) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('promotions')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', 'in', [...ids])
      .where('closed_at', 'is', null)
      .where('end_at', '>', now)
      .execute();
  }

  /** The shop's coupons not voided and not ended at `now` (ids given, or all, newest first). */
  usableCoupons(shopId: number, now: number, ids?: readonly number[]) {
    if (ids && ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('coupons')
      .select(['id', 'title', 'face_value', 'threshold', 'end_at'])
      .where('shop_id', '=', shopId)
      .where('voided_at', 'is', null)
      .where('end_at', '>', now)
      .$if(!!ids, (b) => b.where('id', 'in', [...ids!]))
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  /** Which of these upload digests the shop owns. */
  async ownedUploads(shopId: number, sha256s: readonly string[]): Promise<Set<string>> {
    if (sha256s.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('upload_owners')
      .select('sha256')
      .where('shop_id', '=', shopId)
      .where('sha256', 'in', [...sha256s])
      .execute();
    return new Set(rows.map((r) => r.sha256));
  }
}
