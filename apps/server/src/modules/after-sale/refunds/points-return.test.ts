import { describe, expect, it } from 'vitest';
import { pointsToReturn } from './points-return.ts';

const order = (over: object = {}) => ({
  order_type: 'POINTS',
  status: 'SHIPPED',
  points_spent: 900,
  paid_amount: 1800,
  ...over,
});

describe('the points a refund of a points order gives back', () => {
  it('gives every point back with a full refund', () => {
    expect(pointsToReturn(order(), 1800)).toBe(900);
  });

  it('gives the refunded share back, rounded down, never more in total than was spent', () => {
    expect(pointsToReturn(order(), 600)).toBe(300);
    expect(pointsToReturn(order({ points_spent: 1000, paid_amount: 300 }), 100)).toBe(333);
    const parts = [100, 100, 100].map((a) =>
      pointsToReturn(order({ points_spent: 1000, paid_amount: 300 }), a),
    );
    expect(parts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1000);
  });

  it('gives nothing for other orders, a cancelled one (the cancel gave them back) or no cash paid', () => {
    expect(pointsToReturn(order({ order_type: 'NORMAL' }), 1800)).toBe(0);
    expect(pointsToReturn(order({ status: 'CANCELLED' }), 1800)).toBe(0);
    expect(pointsToReturn(order({ paid_amount: 0 }), 0)).toBe(0);
    expect(pointsToReturn(order({ points_spent: 0 }), 1800)).toBe(0);
  });
});
