import { describe, expect, it } from 'vitest';
import { conflictingKinds, kindsConflict, windowsOverlap } from './overlap-rule.ts';

describe('overlap rule', () => {
  it('refuses two activities of one kind on a SKU', () => {
    expect(kindsConflict('MINUS', 'MINUS')).toBe(true);
    expect(kindsConflict('FULL_DISCOUNT', 'FULL_DISCOUNT')).toBe(true);
  });
  it('keeps seckill and group-buy SKUs out of every other goods-level activity', () => {
    expect(kindsConflict('SECKILL', 'MINUS')).toBe(true);
    expect(kindsConflict('HALF_PRICE', 'GROUPBUY')).toBe(true);
    expect(kindsConflict('SECKILL', 'GROUPBUY')).toBe(true);
    expect(conflictingKinds('SECKILL')).not.toContain('FULL_DISCOUNT');
  });
  it('keeps assemble SKUs out of every other goods-level activity, not out of full cuts', () => {
    expect(kindsConflict('ASSEMBLE', 'MINUS')).toBe(true);
    expect(kindsConflict('HALF_PRICE', 'ASSEMBLE')).toBe(true);
    expect(kindsConflict('ASSEMBLE', 'SECKILL')).toBe(true);
    expect(kindsConflict('ASSEMBLE', 'ASSEMBLE')).toBe(true);
    expect(conflictingKinds('ASSEMBLE')).not.toContain('FULL_DISCOUNT');
  });
  it('lets a single cut and a second-half-price share a SKU (the buyer gets the better one)', () => {
    expect(kindsConflict('MINUS', 'HALF_PRICE')).toBe(false);
    expect(kindsConflict('MINUS', 'FULL_DISCOUNT')).toBe(false);
  });
  it('treats windows as half-open', () => {
    expect(windowsOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(windowsOverlap({ start: 0, end: 11 }, { start: 10, end: 20 })).toBe(true);
  });
});
