import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@rxdesk/contract/orders/order-status';
import {
  SORDER_REMIND_INTERVAL,
  SORDER_STATUSES,
  type SorderAction,
  type SorderStatus,
} from '@rxdesk/contract/orders/drop-ship';
import {
  allowedShopActions,
  decideSorder,
  isSorderRefusal,
  SORDER_RULES,
  type SorderFacts,
} from './sorder-state-machine.ts';

const base: SorderFacts = {
  status: 'WAIT_SUPPLIER_ACCEPT',
  parent_status: 'PAID_OFF',
  parent_rx_status: 'NONE',
  reminded_at: null,
  now: 1_800_000_000,
};
const facts = (over: Partial<SorderFacts>): SorderFacts => ({ ...base, ...over });
const outcome = (f: SorderFacts, a: SorderAction) => {
  const d = decideSorder(f, a);
  return isSorderRefusal(d) ? `refused:${d.refused}` : d.to;
};

// The README table: for every action, where it may start and where it leads.
const TABLE: Record<SorderAction, { from: SorderStatus[]; to: SorderStatus | 'same' }> = {
  accept: { from: ['WAIT_SUPPLIER_ACCEPT'], to: 'ACCEPTED' },
  reject: { from: ['WAIT_SUPPLIER_ACCEPT', 'ACCEPTED'], to: 'REJECTED' },
  ship: { from: ['ACCEPTED'], to: 'SHIPPED' },
  receive: { from: ['SHIPPED'], to: 'RECEIVED' },
  cancel: { from: ['WAIT_SUPPLIER_ACCEPT', 'ACCEPTED'], to: 'CANCELLED' },
  remind: { from: ['WAIT_SUPPLIER_ACCEPT', 'ACCEPTED'], to: 'same' },
};

describe('drop-ship sub-order state machine', () => {
  it('covers every action of the table', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(SORDER_RULES).sort());
  });

  for (const [action, { from, to }] of Object.entries(TABLE) as [
    SorderAction,
    (typeof TABLE)[SorderAction],
  ][]) {
    for (const status of SORDER_STATUSES) {
      const allowed = from.includes(status);
      it(`${action} from ${status}: ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(outcome(facts({ status }), action)).toBe(
          allowed ? (to === 'same' ? status : to) : 'refused:error.sorder.wrongStatus',
        );
      });
    }
  }

  it('the supplier accepts only for a paid (or cash-on-delivery), live, released parent order', () => {
    const f = (over: Partial<SorderFacts>) => outcome(facts(over), 'accept');
    for (const parent of ORDER_STATUSES) {
      const expected =
        parent === 'CANCELLED'
          ? 'refused:error.sorder.parentCancelled'
          : parent === 'NEW'
            ? 'refused:error.sorder.parentUnpaid'
            : 'ACCEPTED';
      expect(f({ parent_status: parent }), parent).toBe(expected);
    }
    expect(f({ parent_rx_status: 'PENDING' })).toBe('refused:error.sorder.rxHold');
    expect(f({ parent_rx_status: 'REJECTED' })).toBe('refused:error.sorder.rxHold');
    expect(f({ parent_rx_status: 'APPROVED' })).toBe('ACCEPTED');
  });

  it('nothing ships or is reminded for a cancelled parent, but the shop can still cancel', () => {
    const cancelled = { parent_status: 'CANCELLED' as const };
    expect(outcome(facts({ ...cancelled, status: 'ACCEPTED' }), 'ship')).toBe(
      'refused:error.sorder.parentCancelled',
    );
    expect(outcome(facts(cancelled), 'remind')).toBe('refused:error.sorder.parentCancelled');
    expect(outcome(facts(cancelled), 'cancel')).toBe('CANCELLED');
    expect(outcome(facts({ ...cancelled, status: 'ACCEPTED' }), 'reject')).toBe('REJECTED');
  });

  it('a reminder waits the interval after the last one, and says how many minutes are left', () => {
    const now = base.now;
    expect(outcome(facts({ reminded_at: now - SORDER_REMIND_INTERVAL }), 'remind')).toBe(
      'WAIT_SUPPLIER_ACCEPT',
    );
    const d = decideSorder(facts({ reminded_at: now - 30 }), 'remind');
    expect(d).toEqual({
      refused: 'error.sorder.remindTooSoon',
      params: { minutes: Math.ceil((SORDER_REMIND_INTERVAL - 30) / 60) },
    });
  });

  it('offers the shop only its own actions, and only those the state allows', () => {
    expect(allowedShopActions(facts({}))).toEqual(['remind', 'cancel']);
    expect(allowedShopActions(facts({ reminded_at: base.now }))).toEqual(['cancel']);
    expect(allowedShopActions(facts({ status: 'ACCEPTED' }))).toEqual(['remind', 'cancel']);
    expect(allowedShopActions(facts({ status: 'SHIPPED' }))).toEqual(['receive']);
    for (const status of ['RECEIVED', 'CANCELLED', 'REJECTED'] as const)
      expect(allowedShopActions(facts({ status }))).toEqual([]);
  });
});
