import { describe, expect, it } from 'vitest';
import { refundList } from './refund-filters.ts';

describe('refund list filters', () => {
  it('read the address, dropping what is unknown', () => {
    expect(
      refundList.parse(new URLSearchParams('tab=FAILED&keyword=RF1&method=ORIGINAL&source=nope')),
    ).toEqual({
      ...refundList.empty,
      tab: 'FAILED',
      keyword: 'RF1',
      method: 'ORIGINAL',
    });
  });

  it('round-trip through the address', () => {
    const filters = {
      ...refundList.empty,
      tab: 'PROCESSING' as const,
      source: 'CANCEL' as const,
      start_time: 1,
      end_time: 9,
      page_no: 3,
    };
    expect(refundList.parse(new URLSearchParams(refundList.toSearch(filters)))).toEqual(filters);
    expect(refundList.toSearch(refundList.empty)).toBe('');
  });

  it('turn a status tab into status and pass the rest on', () => {
    expect(
      refundList.toQuery({ ...refundList.empty, tab: 'FAILED', keyword: 'AS9', method: 'OFFLINE' }),
    ).toEqual({
      page_no: 1,
      page_size: 10,
      status: 'FAILED',
      keyword: 'AS9',
      method: 'OFFLINE',
    });
    expect(refundList.toQuery(refundList.empty)).toEqual({ page_no: 1, page_size: 10 });
  });

  it('count the advanced filters in force', () => {
    const filters = { ...refundList.empty, method: 'ORIGINAL' as const, start_time: 1, end_time: 2 };
    expect(refundList.advancedCount(refundList.advancedOf(filters))).toBe(2);
  });
});
