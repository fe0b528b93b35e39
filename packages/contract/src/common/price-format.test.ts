import { describe, it, expect } from 'vitest';
import { fenToYuanString, formatFen, formatYuan } from './price-format.ts';

describe('formatFen', () => {
  it('formats zero', () => {
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(-0)).toBe('¥0.00');
  });
  it('formats small amounts with two decimals', () => {
    expect(formatFen(1)).toBe('¥0.01');
    expect(formatFen(10)).toBe('¥0.10');
    expect(formatFen(100)).toBe('¥1.00');
  });
  it('adds thousands separators', () => {
    expect(formatFen(99999)).toBe('¥999.99');
    expect(formatFen(100000)).toBe('¥1,000.00');
    expect(formatFen(123456)).toBe('¥1,234.56');
    expect(formatFen(123456780)).toBe('¥1,234,567.80');
    expect(formatFen(Number.MAX_SAFE_INTEGER)).toBe('¥90,071,992,547,409.91');
  });
  it('puts the minus sign before the currency symbol', () => {
    expect(formatFen(-100)).toBe('-¥1.00');
    expect(formatFen(-1)).toBe('-¥0.01');
    expect(formatFen(-123456780)).toBe('-¥1,234,567.80');
  });
  it('rounds stray fractional fen', () => {
    expect(formatFen(100.5)).toBe('¥1.01');
    expect(formatFen(-100.5)).toBe('-¥1.01');
    expect(formatFen(-0.4)).toBe('¥0.00');
  });
  it('renders non-finite input blank', () => {
    expect(formatFen(Number.NaN)).toBe('');
    expect(formatFen(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatYuan', () => {
  it('formats 0, 1234567.8 and negatives', () => {
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(1234567.8)).toBe('¥1,234,567.80');
    expect(formatYuan(-1)).toBe('-¥1.00');
    expect(formatYuan(-1234.5)).toBe('-¥1,234.50');
  });
  it('is not fooled by float sums', () => {
    expect(formatYuan(0.1 + 0.2)).toBe('¥0.30');
    expect(formatYuan(1.1 + 2.2)).toBe('¥3.30');
    expect(formatYuan(0.29)).toBe('¥0.29');
  });
  it('rounds half away from zero on the written decimal', () => {
    expect(formatYuan(1.005)).toBe('¥1.01');
    expect(formatYuan(2.675)).toBe('¥2.68');
    expect(formatYuan(1.004)).toBe('¥1.00');
    expect(formatYuan(-1.005)).toBe('-¥1.01');
    expect(formatYuan(0.999)).toBe('¥1.00');
  });
  it('handles exponent forms', () => {
    expect(formatYuan(1e-7)).toBe('¥0.00');
    expect(formatYuan(-1e-7)).toBe('¥0.00');
  });
  it('renders non-finite input blank', () => {
    expect(formatYuan(Number.NaN)).toBe('');
  });
});

describe('fenToYuanString', () => {
  it('gives plain two-decimal yuan', () => {
    expect(fenToYuanString(123456)).toBe('1234.56');
    expect(fenToYuanString(0)).toBe('0.00');
    expect(fenToYuanString(5)).toBe('0.05');
    expect(fenToYuanString(123456780)).toBe('1234567.80');
    expect(fenToYuanString(-100)).toBe('-1.00');
  });
});
