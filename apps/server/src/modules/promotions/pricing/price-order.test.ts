import { describe, expect, it } from 'vitest';
import type { FullCutOffer, GoodsOffer } from './offers.ts';
import { priceOrder } from './price-order.ts';
import type { PriceLineInput } from './pricing-types.ts';
import { splitFen } from './split-fen.ts';

const line = (
  index: number,
  skuId: number,
  unitPrice: number,
  num: number,
  excluded = false,
): PriceLineInput => ({
  index,
  skuId,
  unitPrice,
  num,
  excluded,
});
const base = { goodsOffers: [] as GoodsOffer[], fullCuts: [] as FullCutOffer[], shippingFee: 800 };
const cut = (id: number, tiers: FullCutOffer['tiers'], extra: Partial<FullCutOffer> = {}): FullCutOffer => ({
  promotionId: id,
  title: `满减${id}`,
  byPiece: false,
  skuIds: 'ALL',
  tiers,
  ...extra,
});
const tier = (threshold: number, minus: number, extra: Partial<FullCutOffer['tiers'][number]> = {}) => ({
  threshold,
  minus,
  freeShipping: false,
  ...extra,
});

describe('goods offers, each kind alone', () => {
  it.each([
    ['MINUS', { unitOff: 300 }, 3, 900, undefined],
    ['MINUS above the price stops at 0', { unitOff: 5000 }, 2, 2000, undefined],
    ['HALF_PRICE 3 units: one at half', {}, 3, 500, undefined],
    ['HALF_PRICE 1 unit: none', {}, 1, 0, undefined],
    ['SECKILL no limit', { unitPrice: 600 }, 3, 1200, 3],
    ['SECKILL limit 2 of 5', { unitPrice: 600, maxUnits: 2 }, 5, 800, 2],
    ['GROUPBUY', { unitPrice: 900 }, 2, 200, 2],
  ] as const)('%s', (name, fields, num, off, units) => {
    const kind = name.split(' ')[0] as GoodsOffer['kind'];
    const r = priceOrder({
      ...base,
      lines: [line(0, 7, 1000, num)],
      goodsOffers: [{ promotionId: 1, kind, title: 't', skuId: 7, ...fields }],
    });
    expect(r.discount).toBe(off);
    expect(r.lines[0]!.payAmount).toBe(1000 * num - off);
    expect(r.lines[0]!.offerUnits?.units).toBe(off > 0 ? units : undefined);
  });

  it('takes the best offer per line; ties go to the lower id; other SKUs untouched', () => {
    const r = priceOrder({
      ...base,
      lines: [line(0, 7, 1000, 2), line(1, 8, 1000, 2)],
      goodsOffers: [
        { promotionId: 5, kind: 'MINUS', title: 'a', skuId: 7, unitOff: 250 },
        { promotionId: 3, kind: 'HALF_PRICE', title: 'b', skuId: 7 },
        { promotionId: 4, kind: 'MINUS', title: 'c', skuId: 7, unitOff: 250 },
      ],
    });
    expect(r.lines[0]!.discounts).toEqual([{ kind: 'HALF_PRICE', promotionId: 3, title: 'b', amount: 500 }]);
    expect(r.lines[1]!.discounts).toEqual([]);
  });

  it('a seckill limit is per order: two lines of the SKU share it', () => {
    const r = priceOrder({
      ...base,
      lines: [line(0, 7, 1000, 2), line(1, 7, 1000, 2)],
      goodsOffers: [{ promotionId: 1, kind: 'SECKILL', title: 's', skuId: 7, unitPrice: 600, maxUnits: 3 }],
    });
    expect(r.lines.map((l) => l.offerUnits?.units)).toEqual([2, 1]);
    expect(r.discount).toBe(1200);
  });

  it('an excluded line takes nothing at all', () => {
    const r = priceOrder({
      ...base,
      lines: [line(0, 7, 1000, 2, true)],
      goodsOffers: [{ promotionId: 1, kind: 'MINUS', title: 'a', skuId: 7, unitOff: 100 }],
      fullCuts: [cut(1, [tier(100, 50, { freeShipping: true })])],
      coupon: { memberCouponId: 9, couponId: 2, title: 'c', faceValue: 100, threshold: 0, skuIds: 'ALL' },
    });
    expect(r.discount).toBe(0);
    expect(r.shippingPrice).toBe(800);
    expect(r.couponApplied).toBe(false);
  });
});

describe('full cut', () => {
  const tiers = [tier(5000, 500), tier(10000, 1500, { freeShipping: true, points: 20, giftSkuId: 99 })];
  it.each([
    [4999, 0, 800],
    [5000, 500, 800],
    [9999, 500, 800],
    [10000, 1500, 0],
  ])('amount %i → %i off, shipping %i (tiers do not stack)', (amount, off, ship) => {
    const r = priceOrder({ ...base, lines: [line(0, 1, amount, 1)], fullCuts: [cut(1, tiers)] });
    expect([r.discount, r.shippingPrice]).toEqual([off, ship]);
    if (off === 1500) expect([r.points, r.gifts]).toEqual([20, [{ skuId: 99, promotionId: 1 }]]);
  });

  it('discount permille rounds down; by piece counts units; scope limits the eligible lines', () => {
    const permille = priceOrder({
      ...base,
      lines: [line(0, 1, 333, 3)],
      fullCuts: [cut(1, [tier(2, 0, { discountPermille: 900 })], { byPiece: true })],
    });
    expect(permille.discount).toBe(99); // 999 × 0.1 = 99.9 → 99
    const scoped = priceOrder({
      ...base,
      lines: [line(0, 1, 3000, 1), line(1, 2, 3000, 1)],
      fullCuts: [cut(1, [tier(5000, 500)], { skuIds: [1] })],
    });
    expect(scoped.discount).toBe(0);
  });

  it('runs after goods offers and picks the activity saving most (ties: lower id)', () => {
    const r = priceOrder({
      ...base,
      lines: [line(0, 1, 5500, 1)],
      goodsOffers: [{ promotionId: 1, kind: 'MINUS', title: 'm', skuId: 1, unitOff: 600 }],
      fullCuts: [cut(8, [tier(4000, 300)]), cut(7, [tier(4000, 300)]), cut(9, [tier(5000, 900)])],
    });
    expect(r.fullCut?.promotionId).toBe(7);
    expect(r.discount).toBe(900);
  });
});

describe('coupon and split', () => {
  it('¥10 off three lines of ¥3.33 splits exactly, largest remainder to the earlier line', () => {
    const r = priceOrder({
      ...base,
      lines: [line(0, 1, 333, 1), line(1, 2, 333, 1), line(2, 3, 333, 1)],
      coupon: { memberCouponId: 4, couponId: 2, title: '券', faceValue: 1000, threshold: 0, skuIds: 'ALL' },
    });
    expect(r.lines.map((l) => l.payAmount)).toEqual([0, 0, 0]);
    expect(r.discount).toBe(999);
    expect(splitFen(1000, [3333, 3333, 3333])).toEqual([334, 333, 333]);
    expect(splitFen(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('coupon after the full cut, threshold on what is left; unreached → not applied', () => {
    const lines = [line(0, 1, 6000, 1), line(1, 2, 3000, 1)];
    const fullCuts = [cut(1, [tier(9000, 1000)])];
    const coupon = {
      memberCouponId: 4,
      couponId: 2,
      title: '券',
      faceValue: 500,
      threshold: 8000,
      skuIds: 'ALL' as const,
    };
    const r = priceOrder({ ...base, lines, fullCuts, coupon });
    expect(r.discount).toBe(1500);
    expect(r.lines.map((l) => l.discounts.map((d) => [d.kind, d.amount]))).toEqual([
      [
        ['FULL_DISCOUNT', 667],
        ['COUPON', 333],
      ],
      [
        ['FULL_DISCOUNT', 333],
        ['COUPON', 167],
      ],
    ]);
    const miss = priceOrder({ ...base, lines, fullCuts, coupon: { ...coupon, threshold: 8001 } });
    expect([miss.couponApplied, miss.discount]).toEqual([false, 1000]);
  });
});
