import { describe, expect, it } from 'vitest';
import { hasPermission, seesEverything } from './has-permission.ts';

describe('seesEverything', () => {
  it('is true for founders and for role 0', () => {
    expect(seesEverything({ founder: 1, role_id: 5 })).toBe(true);
    expect(seesEverything({ founder: 0, role_id: 0 })).toBe(true);
    expect(seesEverything({ founder: 0, role_id: 5 })).toBe(false);
  });
});

describe('hasPermission', () => {
  it('grants everything to "all"', () => {
    expect(hasPermission('all', 'order-list')).toBe(true);
  });

  it('grants only listed identifiers otherwise', () => {
    expect(hasPermission(['order-list'], 'order-list')).toBe(true);
    expect(hasPermission(['order-list'], 'refund-list')).toBe(false);
    expect(hasPermission([], 'dashboard')).toBe(false);
  });
});
