import { describe, expect, it } from 'vitest';
import { caseList } from './case-filters.ts';

describe('service list filters', () => {
  it('read the address, dropping what is unknown or malformed', () => {
    expect(
      caseList.parse(
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
    expect(caseList.parse(new URLSearchParams('tab=BOGUS&service_type=refund'))).toEqual(caseList.empty);
  });

  it('write a plain address for the defaults and round-trip the rest', () => {
    expect(caseList.toSearch(caseList.empty)).toBe('');
    const filters = {
      ...caseList.empty,
      tab: 'APPLY' as const,
      keyword: '138',
      service_type: 'CHANGE_GOODS' as const,
    };
    expect(caseList.parse(new URLSearchParams(caseList.toSearch(filters)))).toEqual(filters);
  });

  it('turn the awaiting tab into awaiting=1 and a status tab into service_status', () => {
    expect(caseList.toQuery({ ...caseList.empty, tab: 'awaiting' })).toEqual({
      page_no: 1,
      page_size: 10,
      awaiting: 1,
    });
    expect(caseList.toQuery({ ...caseList.empty, tab: 'SHIPPED_BACK' })).toEqual({
      page_no: 1,
      page_size: 10,
      service_status: 'SHIPPED_BACK',
    });
    expect(caseList.toQuery(caseList.empty)).toEqual({ page_no: 1, page_size: 10 });
  });

  it('pass the keyword, type and apply-time range on', () => {
    expect(
      caseList.toQuery({
        ...caseList.empty,
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
      ...caseList.empty,
      tab: 'APPLY' as const,
      start_time: 1,
      end_time: 2,
      service_type: 'SUPPLY_AGAIN' as const,
    };
    expect(caseList.advancedOf(filters)).toEqual({
      start_time: 1,
      end_time: 2,
      service_type: 'SUPPLY_AGAIN',
    });
    expect(caseList.advancedCount(caseList.advancedOf(filters))).toBe(2);
    expect(caseList.advancedCount({})).toBe(0);
  });
});
