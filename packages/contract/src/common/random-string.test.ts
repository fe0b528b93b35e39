import { describe, it, expect, vi, afterEach } from 'vitest';
import { randomString } from './random-string.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('randomString', () => {
  it('defaults to 32 alphanumeric characters', () => {
    expect(randomString()).toMatch(/^[A-Za-z0-9]{32}$/);
  });
  it('honours the requested length', () => {
    expect(randomString(0)).toBe('');
    expect(randomString(1)).toMatch(/^[A-Za-z0-9]$/);
    expect(randomString(100000)).toHaveLength(100000);
  });
  it('refuses negative or fractional lengths', () => {
    expect(() => randomString(-1)).toThrow(RangeError);
    expect(() => randomString(1.5)).toThrow(RangeError);
    expect(() => randomString(Number.NaN)).toThrow(RangeError);
  });
  it('differs between calls', () => {
    expect(randomString()).not.toBe(randomString());
  });
  it('throws away bytes 248-255 instead of wrapping them onto the first characters', () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as Uint8Array;
      bytes.fill(0);
      bytes.set([248, 255, 0, 61, 62, 247]);
      return array;
    });
    // 248 and 255 dropped; 0 → 'A', 61 → '9', 62 → 'A' again, 247 (= 3·62 + 61) → '9'.
    expect(randomString(4)).toBe('A9A9');
  });
  it('uses every character with roughly equal frequency', () => {
    const sample = randomString(62 * 2000);
    const counts = new Map<string, number>();
    for (const ch of sample) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Expected 2000 each, standard deviation ≈ 44; ±400 is over 9 sigma, so this never flakes
    // yet still catches a modulo bias (which would put the first 8 characters near 2250+).
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(1600);
      expect(count).toBeLessThan(2400);
    }
  });
});
