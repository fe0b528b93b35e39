import { describe, expect, it } from 'vitest';
import { clampToToday, isFutureMonth, isFutureYear, pickableYear } from './year-month.ts';

describe('year/month picker rules (§5: no future date)', () => {
  it('refuses a month after the current one and allows the current month', () => {
    expect(isFutureMonth(2024, 3, '2024-03-01')).toBe(false);
    expect(isFutureMonth(2024, 4, '2024-03-31')).toBe(true);
    expect(isFutureMonth(2025, 1, '2024-12-31')).toBe(true);
    expect(isFutureMonth(2023, 12, '2024-01-01')).toBe(false);
  });

  it('refuses a future year and years before the earliest one', () => {
    expect(isFutureYear(2024, '2024-01-01')).toBe(false);
    expect(isFutureYear(2025, '2024-12-31')).toBe(true);
    expect(pickableYear(1999, '2024-06-01')).toBe(false);
    expect(pickableYear(2000, '2024-06-01')).toBe(true);
  });

  it('clamps a choice to the current month', () => {
    expect(clampToToday(2024, 11, '2024-03-15')).toEqual({ year: 2024, month: 3 });
    expect(clampToToday(2030, 1, '2024-03-15')).toEqual({ year: 2024, month: 3 });
    expect(clampToToday(2023, 11, '2024-03-15')).toEqual({ year: 2023, month: 11 });
  });
});
