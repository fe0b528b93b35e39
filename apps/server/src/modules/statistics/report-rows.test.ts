import { describe, expect, it } from 'vitest';
import { bucketStart, inRanges, salesBuckets } from './report-rows.ts';

describe('report rows', () => {
  it('weeks start on Monday, but not before the period', () => {
    // 2026-11-26 is a Thursday; its week began on Monday 2026-11-23.
    expect(bucketStart('2026-11-26', 'WEEK', '2026-11-01')).toBe('2026-11-23');
    expect(bucketStart('2026-11-26', 'WEEK', '2026-11-25')).toBe('2026-11-25');
    expect(bucketStart('2026-11-23', 'WEEK', '2026-11-01')).toBe('2026-11-23');
    expect(bucketStart('2028-02-29', 'MONTH', '2028-01-15')).toBe('2028-02-01');
    expect(bucketStart('2028-02-29', 'DAY', '2028-01-15')).toBe('2028-02-29');
  });

  it('sums days into buckets, every bucket present, totals in fen then yuan', () => {
    const { rows, totals } = salesBuckets(
      [
        { day: '2026-11-20', orders: 2, amount: 1001, refunds: 1, refund_amount: 333 } as never,
        { day: '2026-11-24', orders: 1, amount: 2, refunds: 0, refund_amount: 0 } as never,
        { day: '2026-11-25', orders: 3, amount: 10, refunds: 1, refund_amount: 1 } as never,
      ],
      { start_date: '2026-11-19', end_date: '2026-11-30' },
      'WEEK',
    );
    expect(rows).toEqual([
      {
        start_date: '2026-11-19',
        end_date: '2026-11-22',
        orders: 2,
        refunds: 1,
        amount: 10.01,
        refund_amount: 3.33,
        net: 6.68,
      },
      {
        start_date: '2026-11-23',
        end_date: '2026-11-29',
        orders: 4,
        refunds: 1,
        amount: 0.12,
        refund_amount: 0.01,
        net: 0.11,
      },
      {
        start_date: '2026-11-30',
        end_date: '2026-11-30',
        orders: 0,
        refunds: 0,
        amount: 0,
        refund_amount: 0,
        net: 0,
      },
    ]);
    expect(totals).toEqual({
      start_date: '2026-11-19',
      end_date: '2026-11-30',
      orders: 6,
      refunds: 2,
      amount: 10.13,
      refund_amount: 3.34,
      net: 6.79,
    });
  });

  it('price ranges include both ends, in whole yuan', () => {
    const rows = [
      { yuan: 0, orders: 1, units: 1, amount: 50 },
      { yuan: 100, orders: 2, units: 3, amount: 30000 },
      { yuan: 101, orders: 1, units: 1, amount: 10100 },
    ] as never;
    expect(
      inRanges(rows, [
        [0, 100],
        [101, 200],
      ]),
    ).toEqual([
      { low: 0, high: 100, orders: 3, units: 4, amount: 300.5 },
      { low: 101, high: 200, orders: 1, units: 1, amount: 101 },
    ]);
  });
});
