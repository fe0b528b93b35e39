import type { FullDiscountTierView } from '@rxdesk/contract/promotions/full-discounts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { tierText } from './tier-text.ts';

// Keys with their params, so the test reads what the tier says without the language packs.
const t = ((key: string, params?: Record<string, unknown>) =>
  `${key.replace('promotions.tier.', '')}${params ? JSON.stringify(params) : ''}`) as unknown as TFunction;

const tier = (over: Partial<FullDiscountTierView>): FullDiscountTierView => ({
  threshold: 99,
  minus: 10,
  discount_permille: null,
  free_shipping: false,
  gift_sku_id: null,
  gift_id: null,
  coupon_id: null,
  points: 0,
  ...over,
});

describe('tierText', () => {
  it('names a gift of the gifts list when the caller knows it, else shows its number', () => {
    const names = (id: number) => (id === 7 ? '便携药盒' : undefined);
    expect(tierText(t, tier({ gift_id: 7 }), false, names)).toBe(
      'amount{"amount":"99.00"}minus{"minus":"10.00"}，giftName{"name":"便携药盒"}',
    );
    expect(tierText(t, tier({ gift_id: 8, minus: 0 }), false, names)).toBe(
      'amount{"amount":"99.00"}giftId{"id":8}',
    );
  });

  it('says the coupon and the points a tier gives', () => {
    expect(tierText(t, tier({ minus: 0, coupon_id: 3, points: 20 }), true)).toBe(
      'pieces{"n":99}coupon{"id":3}，points{"points":20}',
    );
  });
});
