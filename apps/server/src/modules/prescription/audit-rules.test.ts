import { describe, expect, it } from 'vitest';
import { auditDurationMinutes, auditRefusal } from './audit-rules.ts';

const ok = {
  pharmacist: true,
  inWorkTime: true,
  orderStatus: 'PAID_OFF',
  serviceStatus: 'NOT_APPLY',
  state: 3,
};

describe('§4 audit rule', () => {
  it('allows a pharmacist on duty to audit an open order awaiting audit', () => {
    expect(auditRefusal(ok)).toBeNull();
  });

  it('refuses who-you-are first (423), then the order’s state (409)', () => {
    expect(auditRefusal({ ...ok, pharmacist: false, state: 1 })).toEqual({
      code: 'FORBIDDEN',
      key: 'error.notPharmacist',
    });
    expect(auditRefusal({ ...ok, inWorkTime: false })).toEqual({
      code: 'FORBIDDEN',
      key: 'error.rx.outsideWorkTime',
    });
    expect(auditRefusal({ ...ok, orderStatus: 'CANCELLED' })?.key).toBe('error.rx.orderCancelled');
    expect(auditRefusal({ ...ok, serviceStatus: 'APPLY' })?.key).toBe('error.rx.serviceApplying');
    for (const state of [1, 2])
      expect(auditRefusal({ ...ok, state })).toEqual({ code: 'CONFLICT', key: 'error.rx.notAwaiting' });
    // Other after-sale states do not block: only an open request (APPLY) does.
    expect(auditRefusal({ ...ok, serviceStatus: 'REFUSE' })).toBeNull();
  });

  it('counts whole minutes from arrival, never negative', () => {
    expect(auditDurationMinutes(1000, 1000 + 59)).toBe(0);
    expect(auditDurationMinutes(1000, 1000 + 12 * 60 + 30)).toBe(12);
    expect(auditDurationMinutes(1000, 900)).toBe(0);
  });
});
