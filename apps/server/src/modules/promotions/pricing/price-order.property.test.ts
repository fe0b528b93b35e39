import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FullCutOffer, GoodsOffer } from './offers.ts';
import { offerSaving } from './choose-goods-offer.ts';
import { priceOrder } from './price-order.ts';
import { splitFen } from './split-fen.ts';

const lineArb = fc.record({
  skuId: fc.integer({ min: 1, max: 4 }),
  unitPrice: fc.integer({ min: 1, max: 100_000 }),
  num: fc.integer({ min: 1, max: 20 }),
  excluded: fc.boolean(),
});
const offerArb: fc.Arbitrary<GoodsOffer> = fc.record({
  promotionId: fc.integer({ min: 1, max: 9 }),
  kind: fc.constantFrom('MINUS', 'HALF_PRICE', 'SECKILL', 'GROUPBUY'),
  title: fc.constant('o'),
  skuId: fc.integer({ min: 1, max: 4 }),
  unitOff: fc.integer({ min: 1, max: 50_000 }),
  unitPrice: fc.integer({ min: 0, max: 100_000 }),
  maxUnits: fc.integer({ min: 0, max: 5 }),
});
const cutArb: fc.Arbitrary<FullCutOffer> = fc.record({
  promotionId: fc.integer({ min: 1, max: 9 }),
  title: fc.constant('c'),
  byPiece: fc.boolean(),
  skuIds: fc.oneof(fc.constant('ALL' as const), fc.array(fc.integer({ min: 1, max: 4 }))),
  tiers: fc.array(
    fc.record({
      threshold: fc.integer({ min: 1, max: 500_000 }),
      minus: fc.integer({ min: 0, max: 300_000 }),
      discountPermille: fc.option(fc.integer({ min: 1, max: 999 }), { nil: undefined }),
      freeShipping: fc.boolean(),
    }),
    { minLength: 1, maxLength: 5 },
  ),
});
const inputArb = fc.record({
  lines: fc
    .array(lineArb, { minLength: 1, maxLength: 6 })
    .map((ls) => ls.map((l, index) => ({ ...l, index }))),
  goodsOffers: fc.array(offerArb, { maxLength: 5 }),
  fullCuts: fc.array(cutArb, { maxLength: 3 }),
  coupon: fc.option(
    fc.record({
      memberCouponId: fc.constant(1),
      couponId: fc.constant(1),
      title: fc.constant('q'),
      faceValue: fc.integer({ min: 1, max: 300_000 }),
      threshold: fc.integer({ min: 0, max: 300_000 }),
      skuIds: fc.constant('ALL' as const),
    }),
    { nil: undefined },
  ),
  shippingFee: fc.constantFrom(0, 500, 800),
});

describe('pricing kernel properties', () => {
  it('shares sum exactly, no line below 0, excluded lines untouched, deterministic', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = priceOrder(input);
        expect(priceOrder(input)).toEqual(r);
        for (const [i, l] of r.lines.entries()) {
          expect(l.payAmount).toBeGreaterThanOrEqual(0);
          expect(l.listAmount - l.discounts.reduce((s, d) => s + d.amount, 0)).toBe(l.payAmount);
          if (input.lines[i]!.excluded) expect(l.discounts).toEqual([]);
        }
        const byPromotion = new Map<string, number>();
        for (const d of r.lines.flatMap((l) => l.discounts))
          byPromotion.set(d.kind, (byPromotion.get(d.kind) ?? 0) + d.amount);
        if (r.fullCut) expect(byPromotion.get('FULL_DISCOUNT') ?? 0).toBe(r.fullCut.amount);
        expect(r.discount).toBe(r.lines.reduce((s, l) => s + l.listAmount - l.payAmount, 0));
      }),
    );
  });

  it('each line gets the best goods offer for the buyer', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        // One line per SKU: a seckill limit shared by same-SKU lines is the table test's case.
        const lines = input.lines.slice(0, 4).map((l, i) => ({ ...l, skuId: i + 1 }));
        const r = priceOrder({ ...input, lines, fullCuts: [], coupon: undefined });
        for (const [i, l] of lines.entries()) {
          if (l.excluded) continue;
          const best = Math.max(
            0,
            ...input.goodsOffers
              .filter((o) => o.skuId === l.skuId)
              .map((o) => offerSaving(o, l.unitPrice, l.num).off),
          );
          expect(r.lines[i]!.listAmount - r.lines[i]!.payAmount).toBe(best);
        }
      }),
    );
  });

  it('splitFen: sums exactly and never exceeds a weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (ws, n) => {
          const sum = ws.reduce((s, w) => s + w, 0);
          const total = sum === 0 ? 0 : n % (sum + 1);
          const shares = splitFen(total, ws);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
          shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(ws[i]!));
        },
      ),
    );
  });
});
