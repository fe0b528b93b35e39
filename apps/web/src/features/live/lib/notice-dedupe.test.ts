import { LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import { describe, expect, it } from 'vitest';
import { alertKey, createDedupe, noticeKey } from './notice-dedupe.ts';

describe('notice dedupe', () => {
  it('lets a key through once per window', () => {
    let t = 0;
    const dedupe = createDedupe(1_000, () => t);
    expect(dedupe.first('a')).toBe(true);
    expect(dedupe.first('a')).toBe(false);
    expect(dedupe.first('b')).toBe(true);
    t = 1_000;
    expect(dedupe.first('a')).toBe(true);
  });

  it('keys alerts by type and order (and case)', () => {
    expect(noticeKey({ type: LIVE_NOTICE.REFUND_ALERT, data: { order_sn: 'A' } })).toBe(alertKey(15, 'A'));
    expect(noticeKey({ type: LIVE_NOTICE.CANCEL_ALERT, data: { order_sn: 'A', as_order_sn: 'S' } })).toBe(
      '16:A:S',
    );
    expect(noticeKey({ type: LIVE_NOTICE.ORDER_ENTERED, data: { order_sn: 'A' } })).toBe('11:A:');
  });
});
