import type { FullDiscountTierView } from '@rxdesk/contract/promotions/full-discounts';
import type { TFunction } from 'i18next';

/** 满99减10，包邮 — a full-cut tier in words (yuan, or units when by piece). `giftName` names a
 * gift of the gifts list when the caller has the list (else its number is shown). */
export function tierText(
  t: TFunction,
  tier: FullDiscountTierView,
  byPiece: boolean,
  giftName?: (giftId: number) => string | undefined,
): string {
  const parts: string[] = [];
  if (tier.minus > 0) parts.push(t('promotions.tier.minus', { minus: tier.minus.toFixed(2) }));
  if (tier.discount_permille !== null)
    parts.push(t('promotions.tier.discount', { off: tier.discount_permille / 100 }));
  if (tier.free_shipping) parts.push(t('promotions.tier.freeShipping'));
  if (tier.gift_id !== null) {
    const name = giftName?.(tier.gift_id);
    parts.push(
      name ? t('promotions.tier.giftName', { name }) : t('promotions.tier.giftId', { id: tier.gift_id }),
    );
  }
  if (tier.gift_sku_id !== null) parts.push(t('promotions.tier.gift', { id: tier.gift_sku_id }));
  if (tier.coupon_id !== null) parts.push(t('promotions.tier.coupon', { id: tier.coupon_id }));
  if (tier.points > 0) parts.push(t('promotions.tier.points', { points: tier.points }));
  const threshold = byPiece
    ? t('promotions.tier.pieces', { n: tier.threshold })
    : t('promotions.tier.amount', { amount: tier.threshold.toFixed(2) });
  return `${threshold}${parts.join('，')}`;
}
