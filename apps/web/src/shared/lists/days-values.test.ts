import { describe, expect, it } from 'vitest';
import { dayRangeToUnix } from '../dates/day-range.ts';
import { withDays, withoutDays } from './days-values.ts';

interface Filters {
  method?: 'ORIGINAL' | 'OFFLINE';
  start_time?: number;
  end_time?: number;
}

describe('withDays / withoutDays', () => {
  const week = dayRangeToUnix('2025-01-01', '2025-01-07')!;

  it('shows the time window as the days field and keeps every other filter under its name', () => {
    const values = withDays<Filters>({ method: 'OFFLINE', ...week });
    expect(values.method).toBe('OFFLINE');
    expect(values.days?.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2025-01-01', '2025-01-07']);
    expect(values).not.toHaveProperty('start_time');
  });

  it('gives the same filters back, with no window when no days are picked', () => {
    expect(withoutDays<Filters>(withDays<Filters>({ method: 'ORIGINAL', ...week }))).toEqual({
      method: 'ORIGINAL',
      ...week,
    });
    expect(withoutDays<Filters>({ method: 'ORIGINAL', days: null })).toEqual({ method: 'ORIGINAL' });
  });
});
