import { describe, expect, it } from 'vitest';
import { meetsClodopMinimum, minimumParts, versionParts } from './clodop-version.ts';

describe('CLodop version minimum (6569 = 6.5.6.9)', () => {
  it('reads the parts', () => {
    expect(versionParts('6.5.6.9')).toEqual([6, 5, 6, 9]);
    expect(minimumParts()).toEqual([6, 5, 6, 9]);
  });

  it('accepts the minimum and newer, part by part', () => {
    for (const v of ['6.5.6.9', '6.5.7.0', '6.6.0.1', '6.10.0.0', '7.0.0', '6.5.6.9.1'])
      expect(meetsClodopMinimum(v), v).toBe(true);
  });

  it('refuses older, empty and missing versions', () => {
    for (const v of ['6.5.6.8', '6.4.9.9', '4.1.5.8', '3.0', '', 'beta'])
      expect(meetsClodopMinimum(v), v).toBe(false);
    expect(meetsClodopMinimum(undefined)).toBe(false);
  });
});
