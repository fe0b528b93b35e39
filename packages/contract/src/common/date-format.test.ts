import { describe, it, expect } from 'vitest';
import {
  DATE_SHORTCUTS,
  dateShortcutRange,
  dateStringToUnix,
  secondsUntilNextMidnight,
  shanghaiDayStart,
  unixToDateString,
} from './date-format.ts';

// Reference instants, worked out from Date.UTC(...) / 1000 - 8 h.
const LEAP_DAY_LAST_SECOND = 1709222399; // 2024-02-29 23:59:59 Shanghai = 15:59:59 UTC
const MARCH_FIRST_MIDNIGHT = 1709222400; // 2024-03-01 00:00:00 Shanghai = 2024-02-29 16:00 UTC
const JUNE_MORNING = 1718407800; // 2024-06-15 07:30:00 Shanghai = 2024-06-14 23:30 UTC

describe('environment', () => {
  it('runs in a zone far from Shanghai, so these tests prove zone independence', () => {
    // New York is UTC-5 in January; a helper reading local time would be 13 hours off.
    expect(new Date(Date.UTC(2024, 0, 1)).getTimezoneOffset()).toBe(300);
  });
});

describe('unixToDateString', () => {
  it('renders the epoch in Shanghai time', () => {
    expect(unixToDateString(0)).toBe('1970-01-01 08:00:00');
  });
  it('renders the last second before a Shanghai midnight and the midnight itself', () => {
    expect(unixToDateString(LEAP_DAY_LAST_SECOND)).toBe('2024-02-29 23:59:59');
    expect(unixToDateString(MARCH_FIRST_MIDNIGHT)).toBe('2024-03-01 00:00:00');
  });
  it('uses the Shanghai date when UTC (and New York) are still on the previous day', () => {
    expect(unixToDateString(JUNE_MORNING)).toBe('2024-06-15 07:30:00');
    expect(new Date(JUNE_MORNING * 1000).toISOString()).toBe('2024-06-14T23:30:00.000Z');
  });
  it('is unaffected by daylight-saving changes in the machine zone', () => {
    // 2024-03-10 07:30 UTC is 03:30 in New York, just after its clocks jumped forward.
    expect(unixToDateString(Date.UTC(2024, 2, 10, 7, 30) / 1000)).toBe('2024-03-10 15:30:00');
    expect(unixToDateString(Date.UTC(2024, 10, 3, 6, 30) / 1000)).toBe('2024-11-03 14:30:00');
  });
  it('shows 24-hour times for hh (and HH)', () => {
    const afternoon = Date.UTC(2024, 0, 2, 7, 5, 9) / 1000; // 15:05:09 Shanghai
    expect(unixToDateString(afternoon)).toBe('2024-01-02 15:05:09');
    expect(unixToDateString(afternoon, 'HH:mm')).toBe('15:05');
  });
  it('supports other formats and leaves other text alone', () => {
    expect(unixToDateString(JUNE_MORNING, 'yyyy-MM-dd')).toBe('2024-06-15');
    expect(unixToDateString(JUNE_MORNING, 'yyyy/MM/dd hh:mm')).toBe('2024/06/15 07:30');
    expect(unixToDateString(JUNE_MORNING, 'yyyy年MM月dd日')).toBe('2024年06月15日');
    expect(unixToDateString(JUNE_MORNING, 'MM-dd ss')).toBe('06-15 00');
  });
  it('truncates fractional seconds', () => {
    expect(unixToDateString(LEAP_DAY_LAST_SECOND + 0.999)).toBe('2024-02-29 23:59:59');
  });
  it('handles times before 1970', () => {
    expect(unixToDateString(-8 * 3600 - 1)).toBe('1969-12-31 23:59:59');
  });
  it('returns an empty string for non-finite input', () => {
    expect(unixToDateString(Number.NaN)).toBe('');
    expect(unixToDateString(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('dateStringToUnix', () => {
  it('reads a date as Shanghai midnight', () => {
    expect(dateStringToUnix('2024-03-01')).toBe(MARCH_FIRST_MIDNIGHT);
    expect(dateStringToUnix('1970-01-01')).toBe(-8 * 3600);
  });
  it('reads times with and without seconds', () => {
    expect(dateStringToUnix('2024-02-29 23:59:59')).toBe(LEAP_DAY_LAST_SECOND);
    expect(dateStringToUnix('2024-06-15 07:30')).toBe(JUNE_MORNING);
    expect(dateStringToUnix('2024-06-15T07:30:00')).toBe(JUNE_MORNING);
    expect(dateStringToUnix('2024-6-15 7:30')).toBe(JUNE_MORNING);
    expect(dateStringToUnix(' 2024-06-15 07:30 ')).toBe(JUNE_MORNING);
  });
  it('reads years below 100 literally', () => {
    expect(unixToDateString(dateStringToUnix('0050-03-01') ?? Number.NaN)).toBe('0050-03-01 00:00:00');
  });
  it('round-trips with unixToDateString', () => {
    for (const seconds of [0, LEAP_DAY_LAST_SECOND, MARCH_FIRST_MIDNIGHT, JUNE_MORNING, 1893427199]) {
      expect(dateStringToUnix(unixToDateString(seconds))).toBe(seconds);
    }
  });
  it.each([
    '2023-02-29',
    '2024-02-30',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-01-01 24:00',
    '2024-01-01 12:60',
    '2024-01-01 12:00:60',
    '2024/01/01',
    '2024-01-01 12',
    '24-01-01',
    '２０２４-01-01',
    '',
    'yesterday',
  ])('refuses %s', (text) => {
    expect(dateStringToUnix(text)).toBeUndefined();
  });
});

describe('Shanghai midnight', () => {
  it('finds the start of the Shanghai day', () => {
    expect(shanghaiDayStart(LEAP_DAY_LAST_SECOND)).toBe(MARCH_FIRST_MIDNIGHT - 86400);
    expect(shanghaiDayStart(MARCH_FIRST_MIDNIGHT)).toBe(MARCH_FIRST_MIDNIGHT);
    expect(shanghaiDayStart(MARCH_FIRST_MIDNIGHT + 1)).toBe(MARCH_FIRST_MIDNIGHT);
    expect(shanghaiDayStart(JUNE_MORNING)).toBe(dateStringToUnix('2024-06-15'));
  });
  it('counts 1 second at 23:59:59 and a whole day at 00:00:00', () => {
    expect(secondsUntilNextMidnight(LEAP_DAY_LAST_SECOND)).toBe(1);
    expect(secondsUntilNextMidnight(MARCH_FIRST_MIDNIGHT)).toBe(86400);
    expect(secondsUntilNextMidnight(MARCH_FIRST_MIDNIGHT + 1)).toBe(86399);
  });
  it('counts to Shanghai midnight, not UTC or machine midnight', () => {
    expect(secondsUntilNextMidnight(JUNE_MORNING)).toBe(16 * 3600 + 30 * 60);
    expect(secondsUntilNextMidnight(0)).toBe(16 * 3600);
  });
});

describe('date shortcuts', () => {
  it('lists week, month and three months as 7, 30 and 90 days', () => {
    expect(DATE_SHORTCUTS.map((s) => [s.key, s.days])).toEqual([
      ['lastWeek', 7],
      ['lastMonth', 30],
      ['last3Months', 90],
    ]);
    for (const s of DATE_SHORTCUTS) expect(s.label.zh && s.label.en).toBeTruthy();
  });
  it('ends now and starts the given number of days earlier', () => {
    expect(dateShortcutRange('lastWeek', JUNE_MORNING)).toEqual([JUNE_MORNING - 7 * 86400, JUNE_MORNING]);
    expect(dateShortcutRange('lastMonth', JUNE_MORNING)).toEqual([JUNE_MORNING - 30 * 86400, JUNE_MORNING]);
    expect(dateShortcutRange('last3Months', JUNE_MORNING)).toEqual([JUNE_MORNING - 90 * 86400, JUNE_MORNING]);
    expect(unixToDateString(dateShortcutRange('lastWeek', JUNE_MORNING)[0])).toBe('2024-06-08 07:30:00');
  });
});
