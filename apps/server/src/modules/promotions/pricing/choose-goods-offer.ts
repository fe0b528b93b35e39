import type { GoodsOffer } from './offers.ts';

export interface GoodsOfferChoice {
  offer: GoodsOffer;
  /** Fen off the line. */
  off: number;
  /** SECKILL / GROUPBUY units at the offer price. */
  units?: number;
}

/** Fen one goods offer takes off a line of `num` units at `unitPrice` (never below 0). */
export function offerSaving(o: GoodsOffer, unitPrice: number, num: number): GoodsOfferChoice {
  switch (o.kind) {
    case 'MINUS':
      return { offer: o, off: Math.min(Math.max(o.unitOff ?? 0, 0), unitPrice) * num };
    case 'HALF_PRICE':
      // In n units, floor(n/2) are at half price: each takes floor(unit/2) off.
      return { offer: o, off: Math.floor(num / 2) * Math.floor(unitPrice / 2) };
    case 'SECKILL':
    case 'GROUPBUY': {
      const units = o.maxUnits ? Math.min(num, o.maxUnits) : num;
      const each = Math.max(unitPrice - Math.max(o.unitPrice ?? unitPrice, 0), 0);
      return { offer: o, off: units * each, units };
    }
    case 'ASSEMBLE':
      // The whole line at the assemble price (the assemble port checked the per-order limit);
      // its activity has no quantity of its own, so no units are taken.
      return { offer: o, off: num * Math.max(unitPrice - Math.max(o.unitPrice ?? unitPrice, 0), 0) };
  }
}

/** The line's one goods offer: the one taking most fen off; ties to the lower promotion id.
 * Offers that take nothing are not applied (no empty record, no units taken). */
export function chooseGoodsOffer(
  offers: readonly GoodsOffer[],
  skuId: number,
  unitPrice: number,
  num: number,
): GoodsOfferChoice | undefined {
  let best: GoodsOfferChoice | undefined;
  for (const o of offers) {
    if (o.skuId !== skuId) continue;
    const c = offerSaving(o, unitPrice, num);
    if (c.off <= 0) continue;
    if (!best || c.off > best.off || (c.off === best.off && o.promotionId < best.offer.promotionId)) best = c;
  }
  return best;
}
