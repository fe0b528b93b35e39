import { describe, expect, it } from 'vitest';
import { changePercent, count, yuan } from './format.ts';

describe('statistics formatting', () => {
  it('writes yuan with two decimals and separators', () => {
    expect(yuan(1234567.5)).toBe('1,234,567.50');
    expect(yuan(0)).toBe('0.00');
    expect(count(12345)).toBe('12,345');
  });

  it('computes the change against the previous period, none from zero', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(10, 0)).toBeUndefined();
    expect(changePercent(1, 3)).toBe(-66.7);
  });
});
