import { sql, type Insertable, type Kysely } from 'kysely';
import type { MemberCouponState } from '@rxdesk/contract/promotions/coupons';
import type { Db } from '../../../platform/db/database.ts';
import { likeOperator } from '../../../platform/db/dialect.ts';
import { countRows, matchingKeyword, paged } from '../../../platform/db/list-query.ts';
import type { Database, MemberCouponTable } from '../../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export type NewMemberCoupon = Insertable<MemberCouponTable>;

/** Members' copies of coupons, and the small read of `members` the coupons need (a live member
 * of the shop, by id or mobile) — read here so the members module stays as it is. */
export class MemberCouponsRepository {
  constructor(private readonly db: Db) {}

  /** A member of the shop who may hold coupons: not removed, not disabled. */
  liveMember(shopId: number, by: { id: number } | { mobile: string }, trx: Executor = this.db) {
    return trx
      .selectFrom('members')
      .select(['id', 'uname'])
      .where('shop_id', '=', shopId)
      .where('removed_at', 'is', null)
      .where('disabled', '=', 0)
      .$if('id' in by, (b) => b.where('id', '=', (by as { id: number }).id))
      .$if('mobile' in by, (b) => b.where('mobile', '=', (by as { mobile: string }).mobile))
      .executeTakeFirst();
  }

  async insertInTrx(trx: Executor, row: NewMemberCoupon): Promise<number> {
    const r = await trx.insertInto('member_coupons').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async page(
    shopId: number,
    q: {
      coupon_id?: number;
      state?: MemberCouponState;
      keyword?: string;
      page_no: number;
      page_size: number;
    },
    now: number,
  ) {
    const base = this.db
      .selectFrom('member_coupons as mc')
      .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
      .innerJoin('members as m', 'm.id', 'mc.member_id')
      .where('mc.shop_id', '=', shopId)
      .$if(q.coupon_id !== undefined, (b) => b.where('mc.coupon_id', '=', q.coupon_id!))
      .$if(q.state === 'USED' || q.state === 'VOID', (b) => b.where('mc.state', '=', q.state!))
      .$if(q.state === 'UNUSED', (b) => b.where('mc.state', '=', 'UNUSED').where('mc.valid_until', '>', now))
      .$if(q.state === 'EXPIRED', (b) =>
        b.where('mc.state', '=', 'UNUSED').where('mc.valid_until', '<=', now),
      )
      .$call(
        matchingKeyword(q.keyword, likeOperator(this.db), { exact: ['m.mobile'], contains: ['m.uname'] }),
      );
    const [rows, total] = await Promise.all([
      base
        .selectAll('mc')
        .select(['c.title', 'm.uname', 'm.mobile'])
        .orderBy('mc.id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('member_coupons')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** UNUSED → VOID, only from UNUSED (of two cancels one wins). */
  async cancelInTrx(trx: Executor, shopId: number, id: number, reason: string, at: number): Promise<boolean> {
    const r = await trx
      .updateTable('member_coupons')
      .set({ state: 'VOID', voided_at: at, void_reason: reason })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('state', '=', 'UNUSED')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The member's copies usable at `at` (unused, in their validity, coupon not void), joined
   * with their coupon; `id` narrows to one copy. */
  usable(shopId: number, memberId: number, at: number, id?: number, trx: Executor = this.db) {
    return trx
      .selectFrom('member_coupons as mc')
      .innerJoin('coupons as c', 'c.id', 'mc.coupon_id')
      .select([
        'mc.id',
        'mc.coupon_id',
        'mc.valid_from',
        'mc.valid_until',
        'c.title',
        'c.face_value',
        'c.threshold',
        'c.scope',
        'c.sku_ids',
      ])
      .where('mc.shop_id', '=', shopId)
      .where('mc.member_id', '=', memberId)
      .where('mc.state', '=', 'UNUSED')
      .where('mc.valid_from', '<=', at)
      .where('mc.valid_until', '>', at)
      .where('c.voided_at', 'is', null)
      .$if(id !== undefined, (b) => b.where('mc.id', '=', id!))
      .orderBy('mc.valid_until')
      .orderBy('mc.id')
      .execute();
  }

  /** UNUSED → USED by the order, in its validity; false when another order took it first. */
  async useInTrx(trx: Executor, shopId: number, id: number, orderSn: string, at: number): Promise<boolean> {
    const r = await trx
      .updateTable('member_coupons')
      .set({ state: 'USED', order_sn: orderSn, used_at: at })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('state', '=', 'UNUSED')
      .where('valid_from', '<=', at)
      .where('valid_until', '>', at)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await this.countUseInTrx(trx, id, 1);
    return true;
  }

  /** The order's used copies still in their validity go back to UNUSED. */
  async releaseInTrx(trx: Executor, shopId: number, orderSn: string, at: number): Promise<void> {
    const rows = await trx
      .selectFrom('member_coupons')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('order_sn', '=', orderSn)
      .where('state', '=', 'USED')
      .where('valid_until', '>', at)
      .execute();
    for (const { id } of rows) {
      const r = await trx
        .updateTable('member_coupons')
        .set({ state: 'UNUSED', order_sn: '', used_at: null })
        .where('id', '=', id)
        .where('state', '=', 'USED')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) await this.countUseInTrx(trx, Number(id), -1);
    }
  }

  /** coupons.used follows its copies' USED rows. */
  private async countUseInTrx(trx: Executor, memberCouponId: number, delta: 1 | -1): Promise<void> {
    await trx
      .updateTable('coupons')
      .set({ used: sql<number>`used + ${delta}` })
      .where('id', '=', (eb) =>
        eb.selectFrom('member_coupons').select('coupon_id').where('id', '=', memberCouponId),
      )
      .execute();
  }
}
