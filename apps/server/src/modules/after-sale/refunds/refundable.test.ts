import { describe, expect, it } from 'vitest';
import { allocate, caseRefundable, lineRefundable, paidShares } from './refundable.ts';

describe('refundable amounts', () => {
  it('allocates in proportion and to the exact fen', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(999, [2000, 1000])).toEqual([666, 333]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(100, [0, 0])).toEqual([0, 0]);
    const parts = allocate(12_345, [333, 777, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(12_345);
  });

  it('shares what was paid (discount and shipping included) over the lines', () => {
    // goods 30 + 70, shipping 8, discount 10 → paid 98
    const shares = paidShares(9800, [
      { id: 1, subtotal: 3000, num: 1 },
      { id: 2, subtotal: 7000, num: 2 },
    ]);
    expect(shares.get(1)).toBe(2940);
    expect(shares.get(2)).toBe(6860);
  });

  it('a line keeps its own discount: shares follow what each line was paid for', () => {
    // A: 2 × 26.00 with ¥3 off each (MINUS) → 46.00; B: 12.00; full cut ¥10 split 7.93 / 2.07
    // → paid 48.00 (pick-up, no shipping). By subtotal A would get 39.00, B 9.00 — wrong.
    const lines = [
      { id: 1, subtotal: 5200, num: 2 },
      { id: 2, subtotal: 1200, num: 1 },
    ];
    const shares = paidShares(
      4800,
      lines,
      new Map([
        [1, 600 + 793],
        [2, 207],
      ]),
    );
    expect([shares.get(1), shares.get(2)]).toEqual([3807, 993]);
    // With ¥8 shipping it travels in proportion to the paid amounts, summing exactly.
    const withShipping = paidShares(
      5600,
      lines,
      new Map([
        [1, 1393],
        [2, 207],
      ]),
    );
    expect((withShipping.get(1) ?? 0) + (withShipping.get(2) ?? 0)).toBe(5600);
    expect(withShipping.get(1)).toBe(Math.round((5600 * 3807) / 4800));
  });

  it('a line refunds its units part, never beyond what earlier cases left', () => {
    expect(lineRefundable(6860, 2, 2, 0)).toBe(6860);
    expect(lineRefundable(6860, 2, 1, 0)).toBe(3430);
    expect(lineRefundable(6860, 2, 1, 5000)).toBe(1860);
    expect(lineRefundable(6860, 2, 2, 6860)).toBe(0);
    expect(lineRefundable(6860, 2, 2, 9000)).toBe(0);
    expect(lineRefundable(1001, 3, 1, 0)).toBe(333);
  });

  it('the case never refunds beyond what the order still has', () => {
    expect(caseRefundable([3000, 2000], 9800, 0)).toBe(5000);
    expect(caseRefundable([3000, 2000], 9800, 6000)).toBe(3800);
    expect(caseRefundable([3000], 9800, 9800)).toBe(0);
  });
});
