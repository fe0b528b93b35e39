import { describe, it, expect } from 'vitest';
import { countdown } from './countdown.ts';

const parts = (day: string, hours: string, minutes: string, seconds: string) => ({
  day,
  hours,
  minutes,
  seconds,
});

describe('countdown', () => {
  it('shows zeros at 0', () => {
    expect(countdown(0)).toEqual(parts('00', '00', '00', '00'));
  });
  it('59 seconds', () => {
    expect(countdown(59)).toEqual(parts('00', '00', '00', '59'));
  });
  it('rolls over at a minute and an hour', () => {
    expect(countdown(60)).toEqual(parts('00', '00', '01', '00'));
    expect(countdown(3599)).toEqual(parts('00', '00', '59', '59'));
    expect(countdown(3600)).toEqual(parts('00', '01', '00', '00'));
  });
  it('one day, one hour, one minute, one second', () => {
    expect(countdown(90061)).toEqual(parts('01', '01', '01', '01'));
  });
  it('last second of a day and a full day', () => {
    expect(countdown(86399)).toEqual(parts('00', '23', '59', '59'));
    expect(countdown(86400)).toEqual(parts('01', '00', '00', '00'));
  });
  it('does not cap days', () => {
    expect(countdown(100 * 86400)).toEqual(parts('100', '00', '00', '00'));
  });
  it('clamps negatives and non-finite input to zero', () => {
    expect(countdown(-1)).toEqual(parts('00', '00', '00', '00'));
    expect(countdown(-90061)).toEqual(parts('00', '00', '00', '00'));
    expect(countdown(Number.NaN)).toEqual(parts('00', '00', '00', '00'));
  });
  it('truncates fractions', () => {
    expect(countdown(59.9)).toEqual(parts('00', '00', '00', '59'));
    expect(countdown(0.5)).toEqual(parts('00', '00', '00', '00'));
  });
});
