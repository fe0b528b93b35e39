import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CouponState } from '@rxdesk/contract/promotions/coupons';
import type { Db } from '../../../platform/db/database.ts';
import { isPostgres, likeOperator } from '../../../platform/db/dialect.ts';
import { countRows, matchingKeyword, paged } from '../../../platform/db/list-query.ts';
import type { CouponTable, Database } from '../../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export type NewCoupon = Insertable<CouponTable>;
export type CouponPatch = Updateable<CouponTable>;

/** One shop's coupons. Kysely only; every query names the shop. The state tabs are computed from
 * voided_at and the window at `now` (never stored). */
export class CouponsRepository {
  constructor(private readonly db: Db) {}

  async page(
    shopId: number,
    q: { state?: CouponState; keyword?: string; page_no: number; page_size: number },
    now: number,
  ) {
    const base = this.db
      .selectFrom('coupons')
      .where('shop_id', '=', shopId)
      .$call(matchingKeyword(q.keyword, likeOperator(this.db), { exact: [], contains: ['title'] }))
      .$if(q.state === 'VOID', (b) => b.where('voided_at', 'is not', null))
      .$if(q.state !== undefined && q.state !== 'VOID', (b) => b.where('voided_at', 'is', null))
      .$if(q.state === 'NOT_STARTED', (b) => b.where('start_at', '>', now))
      .$if(q.state === 'RUNNING', (b) => b.where('start_at', '<=', now).where('end_at', '>', now))
      .$if(q.state === 'ENDED', (b) => b.where('end_at', '<=', now));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  /** Coupons a full-cut tier may give: not void and not ended. */
  activityCoupons(shopId: number, now: number) {
    return this.db
      .selectFrom('coupons')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('voided_at', 'is', null)
      .where('end_at', '>', now)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('coupons')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The coupon row, held until the transaction ends on PostgreSQL (SQLite runs one writer at a
   * time): concurrent claims of one coupon then count a member's rows one after another. */
  async lockInTrx(trx: Executor, shopId: number, id: number) {
    const q = trx.selectFrom('coupons').selectAll().where('shop_id', '=', shopId).where('id', '=', id);
    return (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
  }

  /** The SKUs of `ids` that are this shop's. */
  async ownSkus(shopId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('goods_skus')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async insertInTrx(trx: Executor, row: NewCoupon): Promise<number> {
    const r = await trx.insertInto('coupons').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** Edits and deletes hold only while nobody has a copy: `claimed = 0` in the same statement. */
  async updateUnclaimedInTrx(
    trx: Executor,
    shopId: number,
    id: number,
    patch: CouponPatch,
  ): Promise<boolean> {
    const r = await trx
      .updateTable('coupons')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('claimed', '=', 0)
      .where('voided_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteUnclaimedInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const r = await trx
      .deleteFrom('coupons')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('claimed', '=', 0)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** Voiding is final: only a coupon not yet void; its unused copies become VOID. Answers how
   * many copies were voided, or null when another request voided it first. */
  async voidInTrx(trx: Executor, shopId: number, id: number, by: number, reason: string, at: number) {
    const r = await trx
      .updateTable('coupons')
      .set({ voided_at: at, void_reason: reason, voided_by: by, updated_at: at })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('voided_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return null;
    const copies = await trx
      .updateTable('member_coupons')
      .set({ state: 'VOID', voided_at: at, void_reason: reason })
      .where('shop_id', '=', shopId)
      .where('coupon_id', '=', id)
      .where('state', '=', 'UNUSED')
      .executeTakeFirst();
    return Number(copies.numUpdatedRows);
  }

  /** Takes one of the total: `claimed < total` in the statement, so the total is never passed. */
  async takeOneInTrx(trx: Executor, id: number, at: number): Promise<boolean> {
    const r = await trx
      .updateTable('coupons')
      .set({ claimed: sql<number>`claimed + 1`, updated_at: at })
      .where('id', '=', id)
      .where('voided_at', 'is', null)
      .whereRef('claimed', '<', 'total')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async copiesOfMemberInTrx(trx: Executor, couponId: number, memberId: number): Promise<number> {
    return countRows(
      trx.selectFrom('member_coupons').where('coupon_id', '=', couponId).where('member_id', '=', memberId),
    );
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
