import { describe, expect, it } from 'vitest';
import { dateStringToUnix } from '@rxdesk/contract/common/date-format';
import { dayRangeToUnix, shortcutDays, unixToDayRange } from './day-range.ts';

describe('advanced search time range', () => {
  it('covers whole Shanghai days, whatever the order they were picked in', () => {
    const start = dateStringToUnix('2025-03-01') as number;
    const end = (dateStringToUnix('2025-03-07') as number) + 86_399;
    expect(dayRangeToUnix('2025-03-01', '2025-03-07')).toEqual({ start_time: start, end_time: end });
    expect(dayRangeToUnix('2025-03-07', '2025-03-01')).toEqual({ start_time: start, end_time: end });
    expect(dayRangeToUnix('nope', '2025-03-01')).toBeUndefined();
  });

  it('shows a filter back as its days', () => {
    const range = dayRangeToUnix('2025-03-01', '2025-03-07');
    expect(unixToDayRange(range?.start_time, range?.end_time)).toEqual(['2025-03-01', '2025-03-07']);
    expect(unixToDayRange(undefined, 5)).toBeUndefined();
  });

  it('turns the §9 shortcuts into days ending today', () => {
    const now = dateStringToUnix('2025-03-31 10:00') as number;
    expect(shortcutDays('lastWeek', now)).toEqual(['2025-03-24', '2025-03-31']);
    expect(shortcutDays('lastMonth', now)).toEqual(['2025-03-01', '2025-03-31']);
    expect(shortcutDays('last3Months', now)).toEqual(['2024-12-31', '2025-03-31']);
  });
});
