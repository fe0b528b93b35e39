import { describe, expect, it } from 'vitest';
import {
  activeAdvancedCount,
  advancedOf,
  EMPTY_FILTERS,
  parseListSearch,
  toExportQuery,
  toListQuery,
  toListSearch,
  withAdvanced,
  withKeyword,
  withTab,
} from './list-filters.ts';

const parse = (query: string) => parseListSearch(new URLSearchParams(query));

describe('prescription list filters', () => {
  it('reads the address and drops what it does not know', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
    expect(parse('state=3&keyword=%20RX1%20&page_no=2&page_size=20&overdue=1&pharmacist_id=7')).toEqual({
      tab: '3',
      keyword: 'RX1',
      page_no: 2,
      page_size: 20,
      overdue: 1,
      pharmacist_id: 7,
    });
    expect(parse('state=9&page_no=-1&page_size=33&overdue=2&pharmacist_id=x')).toEqual(EMPTY_FILTERS);
    expect(parse(`keyword=${'a'.repeat(100)}`).keyword).toHaveLength(80);
  });

  it('writes back to the same address, defaults left out', () => {
    const filters = parse('state=1&keyword=abc&start_time=10&end_time=20&page_no=3');
    expect(parse(toListSearch(filters))).toEqual(filters);
    expect(toListSearch(EMPTY_FILTERS)).toBe('');
  });

  it('builds the API query: all states is no state, empty keyword is no keyword', () => {
    expect(toListQuery(EMPTY_FILTERS)).toEqual({ page_no: 1, page_size: 10 });
    expect(toListQuery({ ...EMPTY_FILTERS, tab: '3', keyword: 'x', overdue: 1 })).toEqual({
      state: 3,
      keyword: 'x',
      overdue: 1,
      page_no: 1,
      page_size: 10,
    });
    expect(toExportQuery({ ...EMPTY_FILTERS, page_no: 4, tab: '2' })).toEqual({ state: 2 });
  });

  it('goes back to page 1 when the filters change', () => {
    const onPage3 = { ...EMPTY_FILTERS, page_no: 3 };
    expect(withTab(onPage3, '3').page_no).toBe(1);
    expect(withKeyword(onPage3, ' k ').keyword).toBe('k');
    expect(withKeyword(onPage3, 'k').page_no).toBe(1);
    expect(withAdvanced({ ...onPage3, overdue: 1 }, { pharmacist_id: 2 })).toEqual({
      ...EMPTY_FILTERS,
      pharmacist_id: 2,
    });
  });

  it('counts the advanced filters in force, the time range once', () => {
    const filters = { ...EMPTY_FILTERS, start_time: 1, end_time: 2, overdue: 1 as const };
    expect(advancedOf(filters)).toEqual({ start_time: 1, end_time: 2, overdue: 1 });
    expect(activeAdvancedCount(advancedOf(filters))).toBe(2);
    expect(activeAdvancedCount({})).toBe(0);
  });
});
