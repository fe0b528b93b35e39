import type { Coupon, CouponBody, CouponListQuery } from '@rxdesk/contract/promotions/coupons';
import type { Page } from '@rxdesk/contract/common/paging';
import { fieldChanges, type OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/app-error.ts';
import { checkCouponBody, couponColumns, couponDto, couponState } from './coupon-rules.ts';
import type { CouponsRepository } from './coupons.repository.ts';

/** A coupon's life on the seller side: create, edit and delete while nobody holds a copy, void
 * (final). Each change is one transaction with its operation-log row. */
export class CouponsService {
  constructor(
    private readonly repo: CouponsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: CouponListQuery): Promise<Page<Coupon>> {
    const now = this.clock.now();
    const { rows, total } = await this.repo.page(auth.shopId, q, now);
    return {
      data: rows.map((c) => couponDto(c, now)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async detail(auth: AuthContext, id: number): Promise<Coupon> {
    const c = await this.repo.find(auth.shopId, id);
    if (!c) throw notFound();
    return couponDto(c, this.clock.now());
  }

  async activityCoupons(auth: AuthContext): Promise<Coupon[]> {
    const now = this.clock.now();
    return (await this.repo.activityCoupons(auth.shopId, now)).map((c) => couponDto(c, now));
  }

  private async checkBody(auth: AuthContext, b: CouponBody): Promise<void> {
    checkCouponBody(b);
    if (b.scope === 'SKUS') {
      const own = await this.repo.ownSkus(auth.shopId, [...new Set(b.sku_ids)]);
      if (own.length !== new Set(b.sku_ids).size) throw invalidField('sku_ids', 'error.coupon.skus');
    }
  }

  async create(auth: AuthContext, b: CouponBody): Promise<{ coupon_id: number }> {
    await this.checkBody(auth, b);
    const now = this.clock.now();
    const id = await this.repo.transaction(async (trx) => {
      const newId = await this.repo.insertInTrx(trx, {
        shop_id: auth.shopId,
        ...couponColumns(b),
        created_by: auth.userId,
        created_at: now,
        updated_at: now,
      });
      await this.log.write(
        { auth, action: 'coupon.create', target: String(newId), detail: { title: b.title } },
        trx,
      );
      return newId;
    });
    return { coupon_id: id };
  }

  async update(auth: AuthContext, id: number, b: CouponBody): Promise<void> {
    await this.checkBody(auth, b);
    await this.repo.transaction(async (trx) => {
      const c = await this.repo.find(auth.shopId, id, trx);
      if (!c) throw notFound();
      this.refuseChange(c);
      const after = couponColumns(b);
      if (
        !(await this.repo.updateUnclaimedInTrx(trx, auth.shopId, id, {
          ...after,
          updated_at: this.clock.now(),
        }))
      )
        throw conflict('error.coupon.claimed');
      const before = Object.fromEntries(Object.keys(after).map((k) => [k, c[k as keyof typeof c]]));
      await this.log.write(
        {
          auth,
          action: 'coupon.update',
          target: String(id),
          detail: { title: b.title },
          changes: fieldChanges(before, after),
        },
        trx,
      );
    });
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const c = await this.repo.find(auth.shopId, id, trx);
      if (!c) throw notFound();
      this.refuseChange(c);
      if (!(await this.repo.deleteUnclaimedInTrx(trx, auth.shopId, id)))
        throw conflict('error.coupon.claimed');
      await this.log.write(
        { auth, action: 'coupon.delete', target: String(id), detail: { title: c.title } },
        trx,
      );
    });
  }

  async void(auth: AuthContext, id: number, reason: string): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const c = await this.repo.find(auth.shopId, id, trx);
      if (!c) throw notFound();
      if (c.voided_at !== null) throw conflict('error.coupon.voided');
      const voided = await this.repo.voidInTrx(trx, auth.shopId, id, auth.userId, reason, this.clock.now());
      if (voided === null) throw conflict('error.coupon.voided');
      await this.log.write(
        {
          auth,
          action: 'coupon.void',
          target: String(id),
          detail: { title: c.title, reason, member_coupons_voided: voided },
          changes: { state: { from: couponState(c, this.clock.now()), to: 'VOID' } },
        },
        trx,
      );
    });
  }

  /** Edit and delete: only while not void and nobody holds a copy. */
  private refuseChange(c: { voided_at: number | null; claimed: number }): void {
    if (c.voided_at !== null) throw conflict('error.coupon.voided');
    if (Number(c.claimed) > 0) throw conflict('error.coupon.claimed');
  }
}
