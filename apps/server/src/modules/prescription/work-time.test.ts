import { describe, expect, it } from 'vitest';
import { isWithinWorkHours, shanghaiMinuteOfDay } from './work-time.ts';

// 2026-11-22 00:00:00 Asia/Shanghai = 2026-11-21 16:00:00 UTC
const MIDNIGHT = Date.UTC(2026, 10, 21, 16, 0, 0) / 1000;

describe('pharmacist work time', () => {
  it('reads the Shanghai minute of the day', () => {
    expect(shanghaiMinuteOfDay(MIDNIGHT)).toBe(0);
    expect(shanghaiMinuteOfDay(MIDNIGHT + 61 * 60 + 59)).toBe(61);
    expect(shanghaiMinuteOfDay(MIDNIGHT - 1)).toBe(1439);
  });

  it('uses the default window 01:01–23:59 inclusive', () => {
    expect(isWithinWorkHours(MIDNIGHT + 60 * 60, 61, 1439)).toBe(false); // 01:00
    expect(isWithinWorkHours(MIDNIGHT + 61 * 60, 61, 1439)).toBe(true); // 01:01
    expect(isWithinWorkHours(MIDNIGHT + 1439 * 60 + 59, 61, 1439)).toBe(true); // 23:59:59
    expect(isWithinWorkHours(MIDNIGHT + 30, 61, 1439)).toBe(false); // 00:00:30
  });
});
