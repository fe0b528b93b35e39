import type { Db } from '../../platform/db/database.ts';
import { countRows, paged } from '../../platform/db/list-query.ts';

/** A member's after-sale cases, newest first: what the members area's detail tab reads through
 * the after-sale read port (cases of the orders that name the member). */
export class MemberCasesRepository {
  constructor(private readonly db: Db) {}

  async page(shopId: number, memberId: number, q: { page_no: number; page_size: number }) {
    const base = this.db
      .selectFrom('after_sales as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .where('a.shop_id', '=', shopId)
      .where('o.shop_id', '=', shopId)
      .where('o.member_id', '=', memberId);
    const [rows, total] = await Promise.all([
      base
        .select([
          'a.service_sn',
          'o.sn as order_sn',
          'a.service_type',
          'a.status',
          'a.goods_names',
          'a.requested_amount',
          'a.created_at',
        ])
        .orderBy('a.id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }
}
