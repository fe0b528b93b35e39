import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  periodDays,
  periodFromSearch,
  periodParams,
  periodSearch,
  rangeDayDisabled,
  shortcutOf,
  shortcutPeriod,
  todayText,
} from './period-value.ts';

describe('statistics period value', () => {
  it('takes today as the Shanghai day, not the browser zone', () => {
    // 2024-02-29 16:30 UTC is already 1 March 00:30 in Shanghai.
    expect(todayText(Date.UTC(2024, 1, 29, 16, 30))).toBe('2024-03-01');
    expect(todayText(Date.UTC(2024, 1, 29, 15, 59))).toBe('2024-02-29');
  });

  it('turns the §9 shortcuts into whole days ending today', () => {
    expect(shortcutPeriod('lastWeek', '2024-03-01')).toEqual({
      cycle: 'RANGE',
      start_date: '2024-02-24',
      end_date: '2024-03-01',
    });
    expect(periodDays(shortcutPeriod('lastMonth', '2024-03-01'), '2024-03-01')?.days).toBe(30);
    expect(periodDays(shortcutPeriod('last3Months', '2024-03-01'), '2024-03-01')?.days).toBe(90);
    expect(shortcutOf(defaultPeriod('2024-03-01'), '2024-03-01')).toBe('lastMonth');
    expect(
      shortcutOf({ cycle: 'RANGE', start_date: '2024-02-20', end_date: '2024-03-01' }, '2024-03-01'),
    ).toBe(undefined);
  });

  it('disables future days and days that would make the range longer than 366', () => {
    expect(rangeDayDisabled('2024-03-02', '2024-03-01')).toBe(true);
    expect(rangeDayDisabled('2024-03-01', '2024-03-01')).toBe(false);
    // 2023-03-02 … 2024-03-01 is 366 days (with the leap day); one day more is refused.
    expect(rangeDayDisabled('2023-03-02', '2024-03-01', '2024-03-01')).toBe(false);
    expect(rangeDayDisabled('2023-03-01', '2024-03-01', '2024-03-01')).toBe(true);
  });

  it('refuses a future period and clips the current month to today', () => {
    expect(periodDays({ cycle: 'MONTH', year: 2024, month: 4 }, '2024-03-15')).toBeUndefined();
    expect(periodDays({ cycle: 'MONTH', year: 2024, month: 3 }, '2024-03-15')).toEqual({
      start_date: '2024-03-01',
      end_date: '2024-03-15',
      days: 15,
    });
    expect(periodDays({ cycle: 'MONTH', year: 2024, month: 2 }, '2024-03-15')?.days).toBe(29);
  });

  it('sends only the fields of the cycle', () => {
    expect(periodParams({ cycle: 'YEAR', year: 2023, month: 5, start_date: 'x' })).toEqual({
      cycle: 'YEAR',
      year: 2023,
    });
  });
});

describe('a period in the address', () => {
  const today = '2024-03-01';
  const read = (query: string) => periodFromSearch(new URLSearchParams(query), today);

  it('reads each cycle back as it was written', () => {
    for (const value of [
      { cycle: 'RANGE', start_date: '2024-02-01', end_date: '2024-02-29' },
      { cycle: 'MONTH', year: 2024, month: 2 },
      { cycle: 'YEAR', year: 2023 },
    ] as const) {
      expect(read(periodSearch(value))).toEqual(value);
    }
    expect(periodSearch({ cycle: 'MONTH', year: 2024, month: 2 })).toBe('cycle=MONTH&year=2024&month=2');
  });

  it('ignores an address without a period, or with one the server would refuse', () => {
    expect(read('')).toBeUndefined();
    expect(read('tab=all')).toBeUndefined();
    expect(read('cycle=RANGE&start_date=2024-02-01&end_date=2024-03-02')).toBeUndefined(); // tomorrow
    expect(read('cycle=RANGE&start_date=2022-01-01&end_date=2024-03-01')).toBeUndefined(); // too long
    expect(read('cycle=RANGE&start_date=2024-02-30&end_date=2024-03-01')).toBeUndefined(); // no such day
    expect(read('cycle=MONTH&year=2024&month=4')).toBeUndefined(); // a future month
    expect(read('cycle=WEEK&year=2024')).toBeUndefined();
    expect(read('cycle=YEAR&year=abc')).toBeUndefined();
  });
});
