import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { MemberTable } from '../../platform/db/schema.ts';

/** What the open-API order intake reads and writes beside the order itself: the catalogue rows it
 * prices from, and the shop's member the order is for. */
export class OrderIntakeRepository {
  constructor(private readonly db: Db) {}

  /** The shop's goods of these codes that are on sale and approved (others are refused). */
  sellableGoods(shopId: number, codes: string[]) {
    return this.db
      .selectFrom('goods')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('goods_code', 'in', codes)
      .where('market_enable', '=', 1)
      .where('is_auth', '=', 1)
      .execute();
  }

  /** The SKUs of these goods (issue 20): an order line sells one of them. */
  skusOf(shopId: number, goodsIds: number[]) {
    if (goodsIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('goods_skus')
      .select(['id', 'goods_id', 'enabled', 'spec_values', 'price', 'weight'])
      .where('shop_id', '=', shopId)
      .where('goods_id', 'in', goodsIds)
      .orderBy('id')
      .execute();
  }

  /** Goods of these ids marked restricted (限购药品) in the shop, whether or not its control is on:
   * like prescription goods they take no promotion unless the shop allows it (issue 22). */
  async restrictedGoodsIds(shopId: number, goodsIds: number[]): Promise<Set<number>> {
    if (goodsIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('restricted_goods')
      .select('goods_id')
      .where('shop_id', '=', shopId)
      .where('goods_id', 'in', goodsIds)
      .execute();
    return new Set(rows.map((r) => r.goods_id));
  }

  async memberIdInTrx(trx: Db, shopId: number, mobile: string): Promise<number | undefined> {
    const found = await trx
      .selectFrom('members')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    return found?.id;
  }

  async insertMemberInTrx(trx: Db, row: Insertable<MemberTable>): Promise<number> {
    const { id } = await trx.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }
}
