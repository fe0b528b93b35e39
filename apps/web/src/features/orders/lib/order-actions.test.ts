import { describe, expect, it } from 'vitest';
import { actionSpec, canDo, detailActions, isOrderAction, listActions } from './order-actions.ts';

describe('order action availability', () => {
  it('offers only what the server allows, in a fixed order, ignoring actions without a control', () => {
    const allowed = ['rog', 'riderDelivered', 'courierMessage', 'pay', 'rxApproved'];
    expect(listActions(allowed)).toEqual(['pay', 'rog']);
    expect(detailActions(allowed)).toEqual(['pay', 'rog']);
  });

  it('keeps the list rows to the quick actions; the detail page has every button', () => {
    const allowed = [
      'price',
      'address',
      'pay',
      'authCancel',
      'refuseCancel',
      'enter',
      'entryFailed',
      'updateIsMeituan',
      'courierMessage',
    ];
    expect(listActions(allowed)).toEqual(['pay', 'authCancel']);
    expect(detailActions(allowed)).toEqual([
      'pay',
      'price',
      'address',
      'authCancel',
      'refuseCancel',
      'enter',
      'entryFailed',
    ]);
  });

  it('maps a paid express order awaiting shipment to ship, and a self pick-up one to pick', () => {
    expect(listActions(['address', 'setout', 'courierMessage', 'enter', 'entryFailed'])).toEqual(['setout']);
    expect(listActions(['pick', 'courierMessage', 'enter', 'entryFailed'])).toEqual(['pick']);
  });

  it('offers nothing for a finished order', () => {
    expect(listActions([])).toEqual([]);
    expect(detailActions(['courierMessage'])).toEqual([]);
  });

  it('knows how each action is confirmed and which ones are dangerous', () => {
    expect(actionSpec('pay').kind).toBe('confirm');
    expect(actionSpec('setout').kind).toBe('form');
    expect(actionSpec('authCancel').danger).toBe(true);
    expect(actionSpec('refuseCancel').kind).toBe('form');
    expect(isOrderAction('riderPickedUp')).toBe(false);
    expect(canDo(['updateIsMeituan'], 'updateIsMeituan')).toBe(true);
    expect(canDo([], 'courierMessage')).toBe(false);
  });
});
