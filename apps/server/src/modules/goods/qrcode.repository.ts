import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { containsKeyword, countRows, paged } from '../../platform/db/list-query.ts';

/** The goods a promotion code may be made for: the shop's own, approved, outside the recycle
 * station. Kysely only. */
export class QrcodeRepository {
  constructor(private readonly db: Db) {}

  private approved(shopId: number) {
    return this.db
      .selectFrom('goods as g')
      .where('g.shop_id', '=', shopId)
      .where('g.is_auth', '=', 1)
      .where('g.recycled_at', 'is', null);
  }

  async isApproved(shopId: number, goodsId: number): Promise<boolean> {
    const row = await this.approved(shopId).select('g.id').where('g.id', '=', goodsId).executeTakeFirst();
    return row !== undefined;
  }

  /** On-sale approved goods, newest first; keyword: the exact code or part of the name. */
  async onSalePage(shopId: number, q: { page_no: number; page_size: number; keyword?: string }) {
    const base = this.approved(shopId)
      .where('g.market_enable', '=', 1)
      .$if(!!q.keyword, (b) =>
        b.where((eb) =>
          eb.or([
            eb('g.goods_code', '=', q.keyword!),
            eb(sql.ref('g.goods_name'), likeOperator(this.db), containsKeyword(q.keyword!)),
            eb(sql.ref('g.common_name'), likeOperator(this.db), containsKeyword(q.keyword!)),
          ]),
        ),
      );
    const [rows, total] = await Promise.all([
      base
        .select(['g.id', 'g.goods_code', 'g.goods_name', 'g.specs', 'g.thumbnail', 'g.price'])
        .orderBy('g.id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }
}
