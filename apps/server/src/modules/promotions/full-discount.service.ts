import type { FullDiscountBody, FullDiscountTierView } from '@rxdesk/contract/promotions/full-discounts';
import { parseYuanToFen } from '@rxdesk/contract/rules/rules';
import { invalidField } from '../../platform/http/app-error.ts';
import type { PromotionDraft, PromotionKindRules, SkuFact, TierRefs } from './promotion-kind.ts';

/** RULES-FORMAT.md's FULL_DISCOUNT rules, as stored (fen; threshold in units when by piece). */
export interface StoredFullDiscountRules {
  by_piece: boolean;
  tiers: {
    threshold: number;
    minus: number;
    discount_permille: number | null;
    free_shipping: boolean;
    gift_sku_id: number | null;
    gift_id: number | null;
    coupon_id: number | null;
    points: number;
  }[];
}

/** The tier's threshold: units (a whole number ≥ 1) by piece, else yuan → fen. */
function thresholdOf(v: string | number, byPiece: boolean): number | undefined {
  if (byPiece) {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
  }
  const fen = parseYuanToFen(v);
  return fen !== undefined && fen > 0 && fen <= 9_999_999_999 ? fen : undefined;
}

/** 满减满赠: tiers strictly ascending, each giving something; the whole shop or chosen SKUs (rows
 * with price 0). A tier may give a gift of the gifts list (gift_id) and a coupon of the shop. */
export const FULL_DISCOUNT_RULES: PromotionKindRules<FullDiscountBody> = {
  kind: 'FULL_DISCOUNT',
  slug: 'full-cut',
  coveredSkuIds: (b) => (b.scope === 'SKUS' ? (b.sku_ids ?? []) : []),
  otherSkuIds: (b) => b.tiers.flatMap((t) => (t.gift_sku_id ? [t.gift_sku_id] : [])),
  tierRefs: (b) => ({
    giftIds: b.tiers.flatMap((t) => (t.gift_id ? [t.gift_id] : [])),
    couponIds: b.tiers.flatMap((t) => (t.coupon_id ? [t.coupon_id] : [])),
  }),
  draft(b, facts: ReadonlyMap<number, SkuFact>, refs: TierRefs): PromotionDraft {
    const byPiece = b.by_piece ?? false;
    if (b.scope === 'SKUS' && (b.sku_ids ?? []).length === 0)
      throw invalidField('sku_ids', 'rule.promotion.skus');
    const tiers: StoredFullDiscountRules['tiers'] = [];
    b.tiers.forEach((t, i) => {
      const tier = i + 1;
      const threshold = thresholdOf(t.threshold, byPiece);
      const prev = tiers[i - 1]?.threshold ?? 0;
      if (threshold === undefined || threshold <= prev)
        throw invalidField(`tiers.${i}.threshold`, 'rule.promotion.threshold', { tier });
      const minus = t.minus ?? 0;
      if (!byPiece && minus >= threshold)
        throw invalidField(`tiers.${i}.minus`, 'rule.promotion.minusOverThreshold', { tier });
      const gift = t.gift_sku_id ?? null;
      if (gift !== null && !facts.has(gift))
        throw invalidField(`tiers.${i}.gift_sku_id`, 'rule.promotion.giftUnknown', { tier });
      const giftId = t.gift_id ?? null;
      if (giftId !== null && !refs.giftIds.has(giftId))
        throw invalidField(`tiers.${i}.gift_id`, 'rule.promotion.giftMissing', { tier });
      const couponId = t.coupon_id ?? null;
      if (couponId !== null && !refs.couponIds.has(couponId))
        throw invalidField(`tiers.${i}.coupon_id`, 'rule.promotion.couponMissing', { tier });
      const permille = t.discount_permille ?? null;
      const stored = {
        threshold,
        minus,
        discount_permille: permille,
        free_shipping: t.free_shipping ?? false,
        gift_sku_id: gift,
        gift_id: giftId,
        coupon_id: couponId,
        points: t.points ?? 0,
      };
      const gives =
        minus > 0 ||
        permille !== null ||
        stored.free_shipping ||
        gift !== null ||
        giftId !== null ||
        couponId !== null ||
        stored.points > 0;
      if (!gives) throw invalidField(`tiers.${i}`, 'rule.promotion.tierBenefit', { tier });
      tiers.push(stored);
    });
    const rules: StoredFullDiscountRules = { by_piece: byPiece, tiers };
    return {
      title: b.title,
      start: b.start_time,
      end: b.end_time,
      scope: b.scope,
      rules: JSON.stringify(rules),
      skus:
        b.scope === 'SKUS'
          ? (b.sku_ids ?? []).map((skuId) => ({
              skuId,
              goodsId: Number(facts.get(skuId)!.goods_id),
              price: 0,
            }))
          : [],
    };
  },
};

/** The stored rules as the list and detail show them (yuan). */
export function fullDiscountView(rulesJson: string): { by_piece: boolean; tiers: FullDiscountTierView[] } {
  const r = JSON.parse(rulesJson) as StoredFullDiscountRules;
  return {
    by_piece: r.by_piece,
    tiers: r.tiers.map((t) => ({
      ...t,
      // Rules stored before gifts existed have no gift_id.
      gift_id: t.gift_id ?? null,
      threshold: r.by_piece ? t.threshold : t.threshold / 100,
      minus: t.minus / 100,
    })),
  };
}
