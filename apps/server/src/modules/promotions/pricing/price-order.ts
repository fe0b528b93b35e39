import { chooseGoodsOffer } from './choose-goods-offer.ts';
import type { GoodsOffer } from './offers.ts';
import { chooseFullCut, inScope } from './full-cut.ts';
import type { LineDiscount, PricedLine, PricedOrder, PriceOrderInput } from './pricing-types.ts';
import { splitFen } from './split-fen.ts';

/** Prices an order (RULES-FORMAT "Pricing kernel"): goods offers per line, then one full cut,
 * then the coupon; each order-level discount is split over its eligible lines in proportion to
 * what they cost after the previous steps. Pure: the same input always gives the same answer. */
export function priceOrder(input: PriceOrderInput): PricedOrder {
  // A seckill / group-buy limit is per order: lines of the same SKU share it.
  const usedUnits = new Map<string, number>();
  const limitLeft = (o: GoodsOffer): GoodsOffer | undefined => {
    if (!o.maxUnits || (o.kind !== 'SECKILL' && o.kind !== 'GROUPBUY')) return o;
    const left = o.maxUnits - (usedUnits.get(`${o.promotionId}:${o.skuId}`) ?? 0);
    return left > 0 ? { ...o, maxUnits: left } : undefined;
  };
  const lines: PricedLine[] = input.lines.map((l) => {
    const listAmount = l.unitPrice * l.num;
    const line: PricedLine = {
      index: l.index,
      skuId: l.skuId,
      listAmount,
      discounts: [],
      payAmount: listAmount,
    };
    if (l.excluded) return line;
    const offers = input.goodsOffers.flatMap((o) => (o.skuId === l.skuId ? (limitLeft(o) ?? []) : []));
    const c = chooseGoodsOffer(offers, l.skuId, l.unitPrice, l.num);
    if (!c) return line;
    if (c.units !== undefined) {
      const key = `${c.offer.promotionId}:${c.offer.skuId}`;
      usedUnits.set(key, (usedUnits.get(key) ?? 0) + c.units);
    }
    line.discounts.push({
      kind: c.offer.kind,
      promotionId: c.offer.promotionId,
      title: c.offer.title,
      amount: c.off,
    });
    line.payAmount -= c.off;
    if (c.units !== undefined) line.offerUnits = { promotionId: c.offer.promotionId, units: c.units };
    return line;
  });

  const eligibleOf = (skuIds: number[] | 'ALL') =>
    lines.map((l, i) => !input.lines[i]!.excluded && inScope(skuIds, l.skuId));

  let shippingPrice = input.shippingFee;
  let fullCut: PricedOrder['fullCut'] = null;
  const gifts: PricedOrder['gifts'] = [];
  let points = 0;
  let couponCouponId: number | null = null;
  const cut = chooseFullCut(
    input.fullCuts,
    (o) => {
      const on = eligibleOf(o.skuIds);
      return {
        amount: lines.reduce((s, l, i) => s + (on[i] ? l.payAmount : 0), 0),
        units: input.lines.reduce((s, l, i) => s + (on[i] ? l.num : 0), 0),
      };
    },
    input.shippingFee,
  );
  if (cut) {
    const { offer, tier } = cut;
    spread(lines, eligibleOf(offer.skuIds), cut.amount, {
      kind: 'FULL_DISCOUNT',
      promotionId: offer.promotionId,
      title: offer.title,
    });
    if (tier.freeShipping) shippingPrice = 0;
    if (tier.giftId) gifts.push({ giftId: tier.giftId, promotionId: offer.promotionId });
    else if (tier.giftSkuId) gifts.push({ skuId: tier.giftSkuId, promotionId: offer.promotionId });
    points = tier.points ?? 0;
    couponCouponId = tier.couponId ?? null;
    fullCut = {
      promotionId: offer.promotionId,
      title: offer.title,
      amount: cut.amount,
      threshold: tier.threshold,
      freeShipping: tier.freeShipping,
    };
  }

  let couponApplied = false;
  if (input.coupon) {
    const c = input.coupon;
    const on = eligibleOf(c.skuIds);
    const eligible = lines.reduce((s, l, i) => s + (on[i] ? l.payAmount : 0), 0);
    if (eligible > 0 && eligible >= c.threshold) {
      couponApplied = true;
      spread(lines, on, Math.min(c.faceValue, eligible), {
        kind: 'COUPON',
        promotionId: c.memberCouponId,
        title: c.title,
      });
    }
  }

  const goodsPrice = lines.reduce((s, l) => s + l.listAmount, 0);
  const discount = lines.reduce((s, l) => s + (l.listAmount - l.payAmount), 0);
  return {
    lines,
    goodsPrice,
    discount,
    shippingPrice,
    gifts,
    points,
    couponCouponId,
    fullCut,
    couponApplied,
  };
}

/** Adds an order-level discount's shares to its eligible lines (largest remainder, see splitFen). */
function spread(
  lines: PricedLine[],
  on: readonly boolean[],
  total: number,
  d: Omit<LineDiscount, 'amount'>,
): void {
  if (total <= 0) return;
  const shares = splitFen(
    total,
    lines.map((l, i) => (on[i] ? l.payAmount : 0)),
  );
  lines.forEach((l, i) => {
    const amount = shares[i]!;
    if (amount <= 0) return;
    l.discounts.push({ ...d, amount });
    l.payAmount -= amount;
  });
}
