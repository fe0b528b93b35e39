import { describe, expect, it } from 'vitest';
import { periodProblem, periodQuery, previousPeriod, resolvePeriod, shanghaiToday } from './period.ts';
import { priceSalesQuery } from './reports-price.ts';

describe('statistics period', () => {
  it('resolves a range, a month (leap February) and a year, cutting the current ones at today', () => {
    expect(
      resolvePeriod({ cycle: 'RANGE', start_date: '2028-02-28', end_date: '2028-03-01' }, '2028-06-01'),
    ).toEqual({
      start_date: '2028-02-28',
      end_date: '2028-03-01',
      days: 3,
    });
    expect(resolvePeriod({ cycle: 'MONTH', year: 2028, month: 2 }, '2028-06-01').days).toBe(29);
    expect(resolvePeriod({ cycle: 'MONTH', year: 2028, month: 6 }, '2028-06-10')).toEqual({
      start_date: '2028-06-01',
      end_date: '2028-06-10',
      days: 10,
    });
    expect(resolvePeriod({ cycle: 'YEAR', year: 2027 }, '2028-01-01').days).toBe(365);
    expect(previousPeriod(resolvePeriod({ cycle: 'MONTH', year: 2028, month: 3 }, '2028-06-01'))).toEqual({
      start_date: '2028-01-30',
      end_date: '2028-02-29',
      days: 31,
    });
  });

  it('refuses future days, reversed and too long ranges, and impossible dates, naming the field', () => {
    const today = '2028-02-29';
    expect(
      periodProblem({ cycle: 'RANGE', start_date: '2028-02-01', end_date: '2028-03-01' }, today),
    ).toEqual({
      field: 'end_date',
      key: 'rule.statistics.future',
    });
    expect(periodProblem({ cycle: 'MONTH', year: 2028, month: 3 }, today)?.field).toBe('month');
    expect(periodProblem({ cycle: 'YEAR', year: 2029 }, today)?.field).toBe('year');
    expect(periodProblem({ cycle: 'MONTH', year: 2028, month: 2 }, today)).toBeNull();
    const bad = periodQuery.safeParse({ start_date: '2027-03-01', end_date: '2027-02-01' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['end_date'], message: 'rule.statistics.dateOrder' });
    const long = periodQuery.safeParse({ start_date: '2026-01-01', end_date: '2027-01-02' });
    expect(long.error?.issues[0]?.message).toBe('rule.statistics.maxRange');
    expect(periodQuery.safeParse({ start_date: '2027-01-01', end_date: '2027-12-31' }).success).toBe(true);
    expect(periodQuery.safeParse({ start_date: '2027-02-29', end_date: '2027-03-01' }).success).toBe(false);
    expect(shanghaiToday(Date.UTC(2028, 1, 28, 16, 0, 0) / 1000)).toBe('2028-02-29');
  });

  it('reads price ranges with the setter rules', () => {
    expect(priceSalesQuery.parse({ cycle: 'YEAR', year: 2027 }).ranges).toEqual([[0, 100]]);
    expect(priceSalesQuery.parse({ cycle: 'YEAR', year: 2027, ranges: '0-50,51-200' }).ranges).toEqual([
      [0, 50],
      [51, 200],
    ]);
    expect(priceSalesQuery.safeParse({ cycle: 'YEAR', year: 2027, ranges: '0-50,40-60' }).success).toBe(
      false,
    );
    expect(priceSalesQuery.safeParse({ cycle: 'YEAR', year: 2027, ranges: '0-50,x' }).success).toBe(false);
  });
});
