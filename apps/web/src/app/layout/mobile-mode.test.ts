import { describe, expect, it } from 'vitest';
import { isMobileWidth } from './mobile-mode.ts';

describe('isMobileWidth', () => {
  it('is mobile below 1024 + 3 px of body width', () => {
    expect(isMobileWidth(800)).toBe(true);
    expect(isMobileWidth(1026)).toBe(true);
  });

  it('is desktop from 1027 px', () => {
    expect(isMobileWidth(1027)).toBe(false);
    expect(isMobileWidth(1440)).toBe(false);
  });
});
