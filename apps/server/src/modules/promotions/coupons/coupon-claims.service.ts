import type { IssueResult, MemberCouponRow, ReceiveQuery } from '@rxdesk/contract/promotions/coupons';
import type { Page } from '@rxdesk/contract/common/paging';
import { translateMessage, type Locale } from '@rxdesk/contract/common/locale';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, conflict, invalidField, notFound } from '../../../platform/http/app-error.ts';
import { fenToYuan } from '../../../platform/money.ts';
import { copyValidity, memberCouponDto, skuIdsOf } from './coupon-rules.ts';
import type { CouponsRepository } from './coupons.repository.ts';
import type { MemberCouponsRepository } from './member-coupons.repository.ts';

type Source = 'CLAIM' | 'ISSUE';
const OPEN_API = (shopId: number) => ({ shopId, userId: null, username: 'open-api', ip: '' });

/** Handing coupons out (a buyer's claim, staff's issue), cancelling a copy, and the lists of
 * copies. A copy is handed out in one transaction: the coupon row locked (PostgreSQL), the
 * member's copies counted against the per-member limit, one taken from the total by a
 * conditional update, the copy written — so concurrent claims never pass either limit. */
export class CouponClaims {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly copies: MemberCouponsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** One copy to one member, or an AppError (409 with the reason) and nothing written. */
  private async handOut(
    shopId: number,
    couponId: number,
    memberId: number,
    source: Source,
    logged: (
      trx: Parameters<Parameters<CouponsRepository['transaction']>[0]>[0],
      mcId: number,
    ) => Promise<void>,
  ) {
    const now = this.clock.now();
    return this.coupons.transaction(async (trx) => {
      const c = await this.coupons.lockInTrx(trx, shopId, couponId);
      if (!c) throw notFound();
      if (c.voided_at !== null) throw conflict('error.coupon.voided');
      if (now >= Number(c.end_at)) throw conflict('error.coupon.ended');
      // Staff may issue ahead of the window; buyers claim only while it runs.
      if (source === 'CLAIM' && now < Number(c.start_at)) throw conflict('error.coupon.notStarted');
      const held = await this.coupons.copiesOfMemberInTrx(trx, couponId, memberId);
      if (held >= Number(c.per_member))
        throw conflict('error.coupon.memberLimit', { limit: Number(c.per_member) });
      if (!(await this.coupons.takeOneInTrx(trx, couponId, now))) throw conflict('error.coupon.soldOut');
      const validity = copyValidity(c, now);
      const id = await this.copies.insertInTrx(trx, {
        shop_id: shopId,
        coupon_id: couponId,
        member_id: memberId,
        ...validity,
        source,
        created_at: now,
      });
      await logged(trx, id);
      return { member_coupon_id: id, ...validity };
    });
  }

  /** The storefront's claim for the member with this mobile (open API). */
  async claim(shopId: number, couponId: number, mobile: string) {
    // Another shop's coupon is not found, whoever the mobile is.
    if (!(await this.coupons.find(shopId, couponId))) throw notFound();
    const m = await this.copies.liveMember(shopId, { mobile });
    if (!m) throw invalidField('member_mobile', 'error.coupon.memberUnknown');
    return this.handOut(shopId, couponId, Number(m.id), 'CLAIM', (trx, mcId) =>
      this.log.write(
        {
          actor: OPEN_API(shopId),
          action: 'coupon.claim',
          target: String(couponId),
          detail: { member_id: Number(m.id), member_coupon_id: mcId },
        },
        trx,
      ),
    );
  }

  /** Staff issue to chosen members: each member on their own, answered one by one. */
  async issue(
    auth: AuthContext,
    couponId: number,
    memberIds: readonly number[],
    locale: Locale,
  ): Promise<IssueResult> {
    const c = await this.coupons.find(auth.shopId, couponId);
    if (!c) throw notFound();
    const results: IssueResult['results'] = [];
    for (const memberId of new Set(memberIds)) {
      try {
        const m = await this.copies.liveMember(auth.shopId, { id: memberId });
        if (!m) throw conflict('error.coupon.memberUnknown');
        const r = await this.handOut(auth.shopId, couponId, memberId, 'ISSUE', (trx, mcId) =>
          this.log.write(
            {
              auth,
              action: 'coupon.issue',
              target: String(couponId),
              detail: { title: c.title, member_id: memberId, uname: m.uname, member_coupon_id: mcId },
            },
            trx,
          ),
        );
        results.push({ member_id: memberId, ok: true, member_coupon_id: r.member_coupon_id, message: '' });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const message = translateMessage(locale, e.messageKey, e.params);
        results.push({ member_id: memberId, ok: false, member_coupon_id: null, message });
      }
    }
    return { results };
  }

  async cancel(auth: AuthContext, mcId: number, reason: string): Promise<void> {
    await this.coupons.transaction(async (trx) => {
      const mc = await this.copies.find(auth.shopId, mcId, trx);
      if (!mc) throw notFound();
      if (mc.state !== 'UNUSED') throw conflict('error.coupon.notUnused');
      if (!(await this.copies.cancelInTrx(trx, auth.shopId, mcId, reason, this.clock.now())))
        throw conflict('error.coupon.notUnused');
      await this.log.write(
        {
          auth,
          action: 'coupon.cancel',
          target: String(mc.coupon_id),
          detail: { member_coupon_id: mcId, member_id: Number(mc.member_id), reason },
          changes: { state: { from: 'UNUSED', to: 'VOID' } },
        },
        trx,
      );
    });
  }

  async receiveList(auth: AuthContext, q: ReceiveQuery): Promise<Page<MemberCouponRow>> {
    const now = this.clock.now();
    const { rows, total } = await this.copies.page(auth.shopId, q, now);
    return {
      data: rows.map((r) => memberCouponDto(r, now)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  /** The storefront's checkout: the member's copies usable now (an unknown mobile: 404). */
  async usableFor(shopId: number, mobile: string) {
    const m = await this.copies.liveMember(shopId, { mobile });
    if (!m) throw notFound();
    const rows = await this.copies.usable(shopId, Number(m.id), this.clock.now());
    return rows.map((r) => ({
      member_coupon_id: Number(r.id),
      coupon_id: Number(r.coupon_id),
      title: r.title,
      face_value: fenToYuan(Number(r.face_value)),
      threshold: fenToYuan(Number(r.threshold)),
      scope: r.scope as 'ALL' | 'SKUS',
      sku_ids: skuIdsOf(r.sku_ids),
      valid_from: Number(r.valid_from),
      valid_until: Number(r.valid_until),
    }));
  }
}
