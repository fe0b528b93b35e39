import type { Db } from '../../platform/db/database.ts';
import { countRows, paged } from '../../platform/db/list-query.ts';
import { SUMMARY_COLUMNS } from './order-mappers.ts';

export interface MemberOrderStats {
  /** Orders not cancelled. */
  count: number;
  /** Their order_price, fen. */
  amount: number;
  /** The newest order's time (cancelled ones too). */
  last: number | null;
}

/** The orders of members, for the members area (through the orders' read port): a member's
 * orders page and the figures of a page of members in one grouped query on
 * orders(shop_id, member_id, created_at). */
export class MemberOrdersRepository {
  constructor(private readonly db: Db) {}

  async page(shopId: number, memberId: number, q: { page_no: number; page_size: number }) {
    const base = this.db.selectFrom('orders').where('shop_id', '=', shopId).where('member_id', '=', memberId);
    const [rows, total] = await Promise.all([
      base
        .select(SUMMARY_COLUMNS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  async stats(shopId: number, memberIds: readonly number[]): Promise<Map<number, MemberOrderStats>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('orders')
      .select((eb) => [
        'member_id',
        eb.fn.sum<number | string>(eb.case().when('status', '<>', 'CANCELLED').then(1).else(0).end()).as('n'),
        eb.fn
          .sum<number | string>(
            eb.case().when('status', '<>', 'CANCELLED').then(eb.ref('order_price')).else(0).end(),
          )
          .as('amount'),
        eb.fn.max('created_at').as('last'),
      ])
      .where('shop_id', '=', shopId)
      .where('member_id', 'in', memberIds)
      .groupBy('member_id')
      .execute();
    return new Map(
      rows.map((r) => [
        Number(r.member_id),
        {
          count: Number(r.n ?? 0),
          amount: Number(r.amount ?? 0),
          last: r.last === null ? null : Number(r.last),
        },
      ]),
    );
  }
}
