/** The three kinds of this area's screens: the API path under seller/promotion/, the route (and
 * permission) name, and the i18n key of the kind's title. */
export type PromotionKindKey = 'full-cut' | 'single-cut' | 'second-half-price';

export interface PromotionKindConfig {
  key: PromotionKindKey;
  api: 'full-discounts' | 'minus' | 'half-prices';
  titleKey: string;
}

export const PROMOTION_KINDS: Record<PromotionKindKey, PromotionKindConfig> = {
  'full-cut': { key: 'full-cut', api: 'full-discounts', titleKey: 'promotions.route.fullCut' },
  'single-cut': { key: 'single-cut', api: 'minus', titleKey: 'promotions.route.singleCut' },
  'second-half-price': {
    key: 'second-half-price',
    api: 'half-prices',
    titleKey: 'promotions.route.secondHalfPrice',
  },
};

export const PROMOTIONS_BASE = '/promotions';
export const promotionListPath = (kind: PromotionKindKey) => `${PROMOTIONS_BASE}/${kind}`;
