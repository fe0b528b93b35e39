import { describe, expect, it } from 'vitest';
import {
  caseAdvancedCount,
  caseAdvancedOf,
  EMPTY_CASE_FILTERS,
  parseCaseSearch,
  toCaseQuery,
  toCaseSearch,
} from './case-filters.ts';

describe('service list filters', () => {
  it('read the address, dropping what is unknown or malformed', () => {
    expect(
      parseCaseSearch(
        new URLSearchParams(
          'tab=awaiting&keyword=%20AS1%20&service_type=REFUND_ONLY&start_time=10&end_time=x&page_no=2',
        ),
      ),
    ).toEqual({
      tab: 'awaiting',
      keyword: 'AS1',
      service_type: 'REFUND_ONLY',
      start_time: 10,
      page_no: 2,
      page_size: 10,
    });
    expect(parseCaseSearch(new URLSearchParams('tab=BOGUS&service_type=refund'))).toEqual(EMPTY_CASE_FILTERS);
  });

  it('write a plain address for the defaults and round-trip the rest', () => {
    expect(toCaseSearch(EMPTY_CASE_FILTERS)).toBe('');
    const filters = {
      ...EMPTY_CASE_FILTERS,
      tab: 'APPLY' as const,
      keyword: '138',
      service_type: 'CHANGE_GOODS' as const,
    };
    expect(parseCaseSearch(new URLSearchParams(toCaseSearch(filters)))).toEqual(filters);
  });

  it('turn the awaiting tab into awaiting=1 and a status tab into service_status', () => {
    expect(toCaseQuery({ ...EMPTY_CASE_FILTERS, tab: 'awaiting' })).toEqual({
      page_no: 1,
      page_size: 10,
      awaiting: 1,
    });
    expect(toCaseQuery({ ...EMPTY_CASE_FILTERS, tab: 'SHIPPED_BACK' })).toEqual({
      page_no: 1,
      page_size: 10,
      service_status: 'SHIPPED_BACK',
    });
    expect(toCaseQuery(EMPTY_CASE_FILTERS)).toEqual({ page_no: 1, page_size: 10 });
  });

  it('pass the keyword, type and apply-time range on', () => {
    expect(
      toCaseQuery({
        ...EMPTY_CASE_FILTERS,
        keyword: '13912345678',
        service_type: 'RETURN_GOODS',
        start_time: 100,
        end_time: 200,
      }),
    ).toEqual({
      page_no: 1,
      page_size: 10,
      keyword: '13912345678',
      service_type: 'RETURN_GOODS',
      start_time: 100,
      end_time: 200,
    });
  });

  it('count the advanced filters in force, the range once', () => {
    const filters = {
      ...EMPTY_CASE_FILTERS,
      tab: 'APPLY' as const,
      start_time: 1,
      end_time: 2,
      service_type: 'SUPPLY_AGAIN' as const,
    };
    expect(caseAdvancedOf(filters)).toEqual({ start_time: 1, end_time: 2, service_type: 'SUPPLY_AGAIN' });
    expect(caseAdvancedCount(caseAdvancedOf(filters))).toBe(2);
    expect(caseAdvancedCount({})).toBe(0);
  });
});
