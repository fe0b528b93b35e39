import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORK_HOURS,
  formatTimeOfDay,
  isWindowOrdered,
  parseHhmm,
  workHoursBody,
} from './work-hours.ts';

/** Shanghai time of day of unix seconds, computed independently of the code under test. */
function shanghaiClock(seconds: number): string {
  return new Date(seconds * 1000).toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

describe('workHoursBody', () => {
  // The web test project runs with TZ=America/New_York, so a local-time mistake would show here.
  it('gives timestamps whose Shanghai time of day is the picked one', () => {
    const now = Date.UTC(2024, 5, 1, 20, 30) / 1000; // 04:30 on 2 June in Shanghai, still 1 June in New York
    const body = workHoursBody({ hour: 1, minute: 1 }, { hour: 23, minute: 59 }, now);
    expect(shanghaiClock(body.start_time)).toBe('01:01');
    expect(shanghaiClock(body.end_time)).toBe('23:59');
    expect(body.end_time - body.start_time).toBe((23 * 60 + 59 - 61) * 60);
  });

  it('keeps midnight and the last minute of the day on the same day', () => {
    const body = workHoursBody({ hour: 0, minute: 0 }, { hour: 23, minute: 59 }, 1_700_000_000);
    expect(shanghaiClock(body.start_time)).toBe('00:00');
    expect(body.end_time - body.start_time).toBe(1439 * 60);
  });
});

describe('parseHhmm and defaults', () => {
  it('reads HH:mm and falls back on anything else', () => {
    const fallback = { hour: 9, minute: 0 };
    expect(parseHhmm('08:30', fallback)).toEqual({ hour: 8, minute: 30 });
    expect(parseHhmm('8:05', fallback)).toEqual({ hour: 8, minute: 5 });
    expect(parseHhmm('24:00', fallback)).toBe(fallback);
    expect(parseHhmm(undefined, fallback)).toBe(fallback);
  });

  it('defaults to 01:01–23:59 (§9)', () => {
    expect(DEFAULT_WORK_HOURS.map(formatTimeOfDay)).toEqual(['01:01', '23:59']);
  });

  it('wants the start before the end', () => {
    expect(isWindowOrdered({ hour: 9, minute: 0 }, { hour: 18, minute: 0 })).toBe(true);
    expect(isWindowOrdered({ hour: 9, minute: 0 }, { hour: 9, minute: 0 })).toBe(false);
  });
});
