import type { Db } from '../../../platform/db/database.ts';
import type { CouponSource } from '../pricing/offers.ts';
import { GiftsRepository } from './gifts.repository.ts';

/** What a full-cut tier gives beside money, as the priced order names it. */
export interface TierGrants {
  gifts: { giftId?: number; skuId?: number; promotionId: number }[];
  couponCouponId: number | null;
  promotionId: number | null;
}

export interface GrantOrder {
  shopId: number;
  orderId: number;
  sn: string;
  memberId: number | null;
  at: number;
}

/** The intake's hand-out of a full-cut tier's gift and coupon, and the cancel's return of the
 * gift. Each runs in the order's transaction and records one order_gifts row per item: granted
 * when taken, not granted when out of stock / none left (the order goes through either way). */
export class GiftGrants {
  private readonly gifts: GiftsRepository;

  constructor(
    db: Db,
    private readonly coupons?: CouponSource,
  ) {
    this.gifts = new GiftsRepository(db);
  }

  async grantInTrx(trx: Db, o: GrantOrder, t: TierGrants): Promise<void> {
    // Ascending gift ids: concurrent orders lock the gift rows in one order.
    const named = t.gifts.flatMap((g) =>
      g.giftId ? [{ giftId: g.giftId, promotionId: g.promotionId }] : [],
    );
    for (const g of named.sort((a, b) => a.giftId - b.giftId)) {
      const row = await this.gifts.lockInTrx(trx, o.shopId, g.giftId);
      // A gift deleted since the full cut was saved: nothing to hand out or record.
      if (!row) continue;
      const granted =
        Number(row.disabled) === 0 &&
        (await this.gifts.changeStockInTrx(trx, {
          shopId: o.shopId,
          giftId: g.giftId,
          change: -1,
          reason: 'ORDER',
          ref: o.sn,
          at: o.at,
        }));
      await this.record(trx, o, {
        kind: 'GIFT',
        id: g.giftId,
        promotionId: g.promotionId,
        name: row.name,
        granted,
      });
    }
    if (t.couponCouponId !== null && t.promotionId !== null && this.coupons) {
      // A coupon needs a member to hold it: an order without one is recorded as not granted.
      const issued =
        o.memberId === null
          ? { title: await this.couponTitle(trx, o.shopId, t.couponCouponId), memberCouponId: null }
          : await this.coupons.issueForOrderInTrx(trx, o.shopId, t.couponCouponId, o.memberId, o.at);
      if (issued.title !== null)
        await this.record(trx, o, {
          kind: 'COUPON',
          id: t.couponCouponId,
          promotionId: t.promotionId,
          name: issued.title,
          granted: issued.memberCouponId !== null,
          refId: issued.memberCouponId,
        });
    }
  }

  /** A cancelled order's granted gifts go back into stock, once (returned_at set conditionally),
   * and the coupon its tier issued is voided while the member has not used it. */
  async releaseInTrx(trx: Db, o: { shopId: number; orderId: number; sn: string; at: number }): Promise<void> {
    await this.voidIssuedCouponsInTrx(trx, o);
    const rows = await trx
      .selectFrom('order_gifts')
      .select(['id', 'gift_id', 'num'])
      .where('shop_id', '=', o.shopId)
      .where('order_id', '=', o.orderId)
      .where('kind', '=', 'GIFT')
      .where('granted', '=', 1)
      .where('returned_at', 'is', null)
      .orderBy('gift_id')
      .execute();
    for (const r of rows) {
      const marked = await trx
        .updateTable('order_gifts')
        .set({ returned_at: o.at })
        .where('id', '=', r.id)
        .where('returned_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) continue;
      await this.gifts.changeStockInTrx(trx, {
        shopId: o.shopId,
        giftId: Number(r.gift_id),
        change: Number(r.num),
        reason: 'CANCEL',
        ref: o.sn,
        at: o.at,
      });
    }
  }

  private async voidIssuedCouponsInTrx(trx: Db, o: { shopId: number; orderId: number; at: number }) {
    if (!this.coupons) return;
    const rows = await trx
      .selectFrom('order_gifts')
      .select(['id', 'ref_id'])
      .where('shop_id', '=', o.shopId)
      .where('order_id', '=', o.orderId)
      .where('kind', '=', 'COUPON')
      .where('granted', '=', 1)
      .where('returned_at', 'is', null)
      .execute();
    for (const r of rows) {
      if (r.ref_id === null) continue;
      const voided = await this.coupons.voidIssuedInTrx(
        trx,
        o.shopId,
        Number(r.ref_id),
        '订单取消，收回满赠优惠券',
        o.at,
      );
      if (voided)
        await trx.updateTable('order_gifts').set({ returned_at: o.at }).where('id', '=', r.id).execute();
    }
  }

  private async couponTitle(trx: Db, shopId: number, couponId: number): Promise<string | null> {
    const r = await trx
      .selectFrom('coupons')
      .select('title')
      .where('shop_id', '=', shopId)
      .where('id', '=', couponId)
      .executeTakeFirst();
    return r?.title ?? null;
  }

  private async record(
    trx: Db,
    o: GrantOrder,
    g: {
      kind: 'GIFT' | 'COUPON';
      id: number;
      promotionId: number;
      name: string;
      granted: boolean;
      refId?: number | null;
    },
  ): Promise<void> {
    await trx
      .insertInto('order_gifts')
      .values({
        shop_id: o.shopId,
        order_id: o.orderId,
        promotion_id: g.promotionId,
        kind: g.kind,
        gift_id: g.id,
        ref_id: g.refId ?? null,
        name: g.name,
        num: 1,
        granted: g.granted ? 1 : 0,
        created_at: o.at,
      })
      .execute();
  }
}
