import {
  LIVE_NOTICE,
  type PendingAfterSale,
  type PendingEntryOrder,
} from '@rxdesk/contract/live/live-notices';
import { describe, expect, it } from 'vitest';
import { applyNotice, EMPTY_LISTS, effectsOf, type LiveLists } from './live-notice-reducer.ts';

const order = (sn: string, over: Partial<PendingEntryOrder> = {}): PendingEntryOrder => ({
  order_sn: sn,
  order_source: 'MINI',
  shipping_type: 'SAME_CITY',
  payment_type: 'ONLINE',
  entry_status: 0,
  order_price: 12.5,
  create_time: 1_700_000_000,
  pos_print_status: '0',
  is_erp: 0,
  notice_type: 10,
  ...over,
});
const afterSale = (asSn: string, sn: string): PendingAfterSale => ({
  order_sn: sn,
  as_order_sn: asSn,
  order_type: 'REFUND',
  apply_time: 1_700_000_100,
  activity_state: 0,
});

describe('applyNotice', () => {
  it('10 adds the order to pending, newest first, never twice', () => {
    let lists = applyNotice(EMPTY_LISTS, { type: LIVE_NOTICE.NEW_ORDER, data: order('A') });
    lists = applyNotice(lists, { type: LIVE_NOTICE.NEW_ORDER, data: order('B') });
    lists = applyNotice(lists, { type: LIVE_NOTICE.NEW_ORDER, data: order('A', { order_price: 3 }) });
    expect(lists.pending.map((o) => o.order_sn)).toEqual(['A', 'B']);
    expect(lists.pending[0]?.order_price).toBe(3);
  });

  it('11 removes the order from pending', () => {
    const lists: LiveLists = { pending: [order('A'), order('B')], afterSales: [] };
    expect(
      applyNotice(lists, { type: LIVE_NOTICE.ORDER_ENTERED, data: { order_sn: 'A' } }).pending.map(
        (o) => o.order_sn,
      ),
    ).toEqual(['B']);
  });

  it('12 adds the case and takes its order off pending', () => {
    const lists: LiveLists = { pending: [order('A'), order('B')], afterSales: [] };
    const next = applyNotice(lists, { type: LIVE_NOTICE.AFTER_SALE_RAISED, data: afterSale('AS1', 'A') });
    expect(next.pending.map((o) => o.order_sn)).toEqual(['B']);
    expect(next.afterSales.map((c) => c.as_order_sn)).toEqual(['AS1']);
  });

  it('13 removes the case', () => {
    const lists: LiveLists = { pending: [], afterSales: [afterSale('AS1', 'A'), afterSale('AS2', 'B')] };
    const next = applyNotice(lists, {
      type: LIVE_NOTICE.AFTER_SALE_HANDLED,
      data: { as_order_sn: 'AS1', order_sn: 'A' },
    });
    expect(next.afterSales.map((c) => c.as_order_sn)).toEqual(['AS2']);
  });

  it('14 closes the case and puts the order back only when the ERP does not handle it', () => {
    const lists: LiveLists = { pending: [], afterSales: [afterSale('AS1', 'A'), afterSale('AS2', 'B')] };
    const back = applyNotice(lists, {
      type: LIVE_NOTICE.AFTER_SALE_TO_PENDING,
      data: order('A', { notice_type: 14 }),
    });
    expect(back.pending.map((o) => o.order_sn)).toEqual(['A']);
    expect(back.afterSales.map((c) => c.as_order_sn)).toEqual(['AS2']);
    const erp = applyNotice(lists, {
      type: LIVE_NOTICE.AFTER_SALE_TO_PENDING,
      data: order('B', { is_erp: 1 }),
    });
    expect(erp.pending).toEqual([]);
    expect(erp.afterSales.map((c) => c.as_order_sn)).toEqual(['AS1']);
  });

  it('15 and 16 leave the lists alone', () => {
    const lists: LiveLists = { pending: [order('A')], afterSales: [] };
    expect(applyNotice(lists, { type: LIVE_NOTICE.REFUND_ALERT, data: { order_sn: 'A' } })).toBe(lists);
    expect(applyNotice(lists, { type: LIVE_NOTICE.CANCEL_ALERT, data: { order_sn: 'A' } })).toBe(lists);
  });
});

describe('effectsOf', () => {
  it('asks for the §4 sounds and the receipt', () => {
    expect(effectsOf({ type: LIVE_NOTICE.NEW_ORDER, data: order('A') })).toEqual([
      { kind: 'sound', sound: 'new-order' },
      { kind: 'print', order: order('A') },
    ]);
    expect(effectsOf({ type: LIVE_NOTICE.REFUND_ALERT, data: { order_sn: 'A' } })).toEqual([
      { kind: 'sound', sound: 'refund' },
    ]);
    expect(effectsOf({ type: LIVE_NOTICE.CANCEL_ALERT, data: { order_sn: 'A' } })).toEqual([
      { kind: 'sound', sound: 'cancel' },
    ]);
    expect(effectsOf({ type: LIVE_NOTICE.ORDER_ENTERED, data: { order_sn: 'A' } })).toEqual([]);
  });
});
