import { describe, expect, it } from 'vitest';
import {
  LIVE_NOTICE,
  decodeLiveFrame,
  encodeLiveNotice,
  liveNotice,
  parseShopTopic,
  stompDestination,
  stompTopic,
  type LiveNotice,
} from './live-notices.ts';

const order = {
  order_sn: 'SN1001',
  order_source: 'WECHAT',
  shipping_type: 'DELIVERY',
  payment_type: 'ONLINE',
  entry_status: 0,
  order_price: 12.5,
  create_time: 1_700_000_000,
  pos_print_status: '0',
  is_erp: 0,
  notice_type: 10,
} as const;

describe('live notices', () => {
  it('numbers the §4 notice types 10 to 16', () => {
    expect(Object.values(LIVE_NOTICE)).toEqual([10, 11, 12, 13, 14, 15, 16]);
  });

  it('encodes {"type","data"} and decodes it back, with 1 and 2 as bare control frames', () => {
    const notice: LiveNotice = { type: LIVE_NOTICE.NEW_ORDER, data: order };
    const text = encodeLiveNotice(notice);
    expect(JSON.parse(text)).toEqual({ type: 10, data: order });
    expect(decodeLiveFrame(text)).toEqual({ kind: 'notice', notice });
    expect(decodeLiveFrame('1')).toEqual({ kind: 'heartbeat' });
    expect(decodeLiveFrame('2')).toEqual({ kind: 'logout' });
  });

  it('treats unknown types and payloads of the wrong shape as unknown, never throwing', () => {
    expect(decodeLiveFrame('{"type":99,"data":{}}').kind).toBe('unknown');
    expect(decodeLiveFrame('{"type":11,"data":{"as_order_sn":"A1"}}').kind).toBe('unknown');
    expect(decodeLiveFrame('not json').kind).toBe('unknown');
  });

  it('checks each payload against its own type', () => {
    expect(liveNotice.safeParse({ type: 13, data: { as_order_sn: 'AS1', order_sn: 'SN1' } }).success).toBe(
      true,
    );
    expect(liveNotice.safeParse({ type: 15, data: { order_sn: 'SN1' } }).success).toBe(true);
    expect(liveNotice.safeParse({ type: 12, data: order }).success).toBe(false);
    expect(liveNotice.safeParse({ type: 10, data: { ...order, pos_print_status: 0 } }).success).toBe(false);
  });
});

describe('STOMP topics', () => {
  it('builds the §7 names', () => {
    expect(stompTopic.shop(7)).toBe('7');
    expect(stompTopic.newOrderWarn(7, 3)).toBe('7_newOrderWarn_3');
    expect(stompTopic.shoutRiderWarn(7)).toBe('7_shoutRiderWarn');
    expect(stompTopic.refundOrderWarn(7)).toBe('7_refundOrderWarn');
    expect(stompTopic.distributionUnusualWarn(7)).toBe('7_distributionUnusualWarn');
    expect(stompTopic.cancelOrderWarn(7)).toBe('7_cancelOrderWarn');
    expect(stompDestination('7')).toBe('/topic/7');
  });

  it('reads names back and rejects anything else', () => {
    expect(parseShopTopic('7')).toEqual({ shopId: 7, kind: 'shop' });
    expect(parseShopTopic('7_newOrderWarn_12')).toEqual({ shopId: 7, kind: 'newOrderWarn', loginCount: 12 });
    expect(parseShopTopic('7_cancelOrderWarn')).toEqual({ shopId: 7, kind: 'cancelOrderWarn' });
    for (const bad of [
      '',
      '0',
      '07',
      '7_',
      '7_newOrderWarn',
      '7_newOrderWarn_x',
      '7_otherWarn',
      '7_shoutRiderWarn_1',
      'x7',
      '7/8',
    ]) {
      expect(parseShopTopic(bad), bad).toBeNull();
    }
  });
});
