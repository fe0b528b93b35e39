import { describe, expect, it } from 'vitest';
import {
  EMPTY_REFUND_FILTERS,
  parseRefundSearch,
  refundAdvancedCount,
  refundAdvancedOf,
  toRefundQuery,
  toRefundSearch,
} from './refund-filters.ts';

describe('refund list filters', () => {
  it('read the address, dropping what is unknown', () => {
    expect(
      parseRefundSearch(new URLSearchParams('tab=FAILED&keyword=RF1&method=ORIGINAL&source=nope')),
    ).toEqual({
      ...EMPTY_REFUND_FILTERS,
      tab: 'FAILED',
      keyword: 'RF1',
      method: 'ORIGINAL',
    });
  });

  it('round-trip through the address', () => {
    const filters = {
      ...EMPTY_REFUND_FILTERS,
      tab: 'PROCESSING' as const,
      source: 'CANCEL' as const,
      start_time: 1,
      end_time: 9,
      page_no: 3,
    };
    expect(parseRefundSearch(new URLSearchParams(toRefundSearch(filters)))).toEqual(filters);
    expect(toRefundSearch(EMPTY_REFUND_FILTERS)).toBe('');
  });

  it('turn a status tab into status and pass the rest on', () => {
    expect(
      toRefundQuery({ ...EMPTY_REFUND_FILTERS, tab: 'FAILED', keyword: 'AS9', method: 'OFFLINE' }),
    ).toEqual({
      page_no: 1,
      page_size: 10,
      status: 'FAILED',
      keyword: 'AS9',
      method: 'OFFLINE',
    });
    expect(toRefundQuery(EMPTY_REFUND_FILTERS)).toEqual({ page_no: 1, page_size: 10 });
  });

  it('count the advanced filters in force', () => {
    const filters = { ...EMPTY_REFUND_FILTERS, method: 'ORIGINAL' as const, start_time: 1, end_time: 2 };
    expect(refundAdvancedCount(refundAdvancedOf(filters))).toBe(2);
  });
});
