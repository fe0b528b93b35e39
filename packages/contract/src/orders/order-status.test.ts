import { describe, it, expect } from 'vitest';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, orderStatusLabel, orderStatusSchema } from './order-status.ts';

describe('order statuses', () => {
  it('lists the nine §3 statuses', () => {
    expect(ORDER_STATUSES).toEqual([
      'NEW',
      'INTODB_ERROR',
      'CONFIRM',
      'PAID_OFF',
      'SHIPPED',
      'ROG',
      'COMPLETE',
      'CANCELLED',
      'AFTER_SERVICE',
    ]);
  });

  it('has the §3 Chinese labels', () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s].zh)).toEqual([
      '新订单',
      '入库失败',
      '已确认',
      '已付款',
      '已发货',
      '已收货',
      '已完成',
      '已取消',
      '售后中',
    ]);
  });

  it('has a distinct non-empty English label for every status', () => {
    const en = ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s].en);
    expect(en.every((l) => l.length > 0)).toBe(true);
    expect(new Set(en).size).toBe(en.length);
  });

  it('looks labels up by locale', () => {
    expect(orderStatusLabel('ROG', 'zh')).toBe('已收货');
    expect(orderStatusLabel('ROG', 'en')).toBe('Received');
    expect(orderStatusLabel('CANCELLED', 'zh')).toBe('已取消');
  });

  it('parses known statuses and rejects anything else', () => {
    expect(orderStatusSchema.parse('PAID_OFF')).toBe('PAID_OFF');
    expect(orderStatusSchema.safeParse('paid_off').success).toBe(false);
    expect(orderStatusSchema.safeParse('REFUNDED').success).toBe(false);
    expect(orderStatusSchema.safeParse(undefined).success).toBe(false);
  });
});
