import { describe, expect, it } from 'vitest';
import { exportPercent } from './export-progress.ts';

describe('exportPercent', () => {
  it('is exact when the size is known', () => {
    expect(exportPercent(50, 200, undefined)).toBe(25);
    expect(exportPercent(200, 200, 10)).toBe(100);
  });

  it('estimates from the row count and never claims to be done', () => {
    expect(exportPercent(0, undefined, 100)).toBe(0);
    const halfway = exportPercent(9_000, undefined, 100);
    expect(halfway).toBeGreaterThan(30);
    expect(halfway).toBeLessThan(80);
    expect(exportPercent(10_000_000, undefined, 100)).toBe(95);
  });

  it('says 0 when nothing is known', () => {
    expect(exportPercent(1234, undefined, undefined)).toBe(0);
  });
});
