import type { FullCutOffer, FullCutTier } from './offers.ts';

export interface FullCutChoice {
  offer: FullCutOffer;
  tier: FullCutTier;
  /** Fen off the eligible goods. */
  amount: number;
}

/** Whether a line's SKU is in an activity's scope. */
export function inScope(skuIds: number[] | 'ALL', skuId: number): boolean {
  return skuIds === 'ALL' || skuIds.includes(skuId);
}

/** The highest tier reached (tiers never stack) and its discount: minus, or the amount × (1000 −
 * permille) / 1000 rounded down; never more than the eligible amount. */
export function reachedTier(
  offer: FullCutOffer,
  amount: number,
  units: number,
): { tier: FullCutTier; amount: number } | undefined {
  const measure = offer.byPiece ? units : amount;
  if (amount <= 0) return undefined;
  let tier: FullCutTier | undefined;
  for (const t of offer.tiers)
    if (measure >= t.threshold && (!tier || t.threshold > tier.threshold)) tier = t;
  if (!tier) return undefined;
  const off =
    tier.minus > 0
      ? tier.minus
      : tier.discountPermille
        ? Math.floor((amount * (1000 - tier.discountPermille)) / 1000)
        : 0;
  return { tier, amount: Math.min(off, amount) };
}

/** Among running activities, the one saving the buyer most (its discount plus the shipping it
 * waives); ties to the lower id. `eligible(offer)` answers that activity's eligible amount and units. */
export function chooseFullCut(
  offers: readonly FullCutOffer[],
  eligible: (o: FullCutOffer) => { amount: number; units: number },
  shippingFee: number,
): FullCutChoice | undefined {
  let best: { c: FullCutChoice; saving: number } | undefined;
  for (const offer of [...offers].sort((a, b) => a.promotionId - b.promotionId)) {
    const e = eligible(offer);
    const r = reachedTier(offer, e.amount, e.units);
    if (!r) continue;
    const saving = r.amount + (r.tier.freeShipping ? shippingFee : 0);
    if (!best || saving > best.saving) best = { c: { offer, tier: r.tier, amount: r.amount }, saving };
  }
  return best?.c;
}
