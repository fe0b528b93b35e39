import { describe, expect, it } from 'vitest';
import {
  advancedCount,
  cleanKeyword,
  definedOf,
  oneOf,
  pagingOf,
  setPaging,
  tabCount,
  tabKeywordOf,
  toAddressQuery,
  wholeNumber,
  withoutUndefined,
  withFilters,
  withPage,
} from './list-params.ts';

describe('list address parameters', () => {
  it('accepts only known values', () => {
    expect(oneOf(['A', 'B'], 'A')).toBe('A');
    expect(oneOf(['A', 'B'], 'a')).toBeUndefined();
    expect(oneOf(['A', 'B'], null)).toBeUndefined();
  });

  it('reads whole numbers within bounds only', () => {
    expect(wholeNumber('12', 1)).toBe(12);
    expect(wholeNumber('0', 1)).toBeUndefined();
    expect(wholeNumber('1.5', 0)).toBeUndefined();
    expect(wholeNumber('-3', 0)).toBeUndefined();
    expect(wholeNumber('7', 0, 5)).toBeUndefined();
  });

  it('trims the keyword and cuts it at 80 characters', () => {
    expect(cleanKeyword('  abc ')).toBe('abc');
    expect(cleanKeyword('x'.repeat(90))).toHaveLength(80);
    expect(cleanKeyword(null)).toBe('');
  });

  it('reads paging with defaults for anything odd, and writes only what differs', () => {
    expect(pagingOf(new URLSearchParams('page_no=3&page_size=50'))).toEqual({ page_no: 3, page_size: 50 });
    expect(pagingOf(new URLSearchParams('page_no=x&page_size=33'))).toEqual({ page_no: 1, page_size: 10 });
    const search = new URLSearchParams();
    setPaging(search, { page_no: 1, page_size: 10 });
    expect(search.toString()).toBe('');
    setPaging(search, { page_no: 2, page_size: 20 });
    expect(search.toString()).toBe('page_no=2&page_size=20');
  });

  it('restarts at page 1 when the page size changes', () => {
    expect(withPage({ page_no: 4, page_size: 10 }, 5, 10)).toEqual({ page_no: 5, page_size: 10 });
    expect(withPage({ page_no: 4, page_size: 10 }, 4, 20)).toEqual({ page_no: 1, page_size: 20 });
  });

  it('drops undefined members', () => {
    expect(withoutUndefined({ a: 1, b: undefined })).toEqual({ a: 1 });
  });

  it('starts a changed filter at page 1, replacing a whole group when asked', () => {
    const filters = { page_no: 3, page_size: 20, keyword: 'a', type: 'X', start_time: 5 };
    expect(withFilters(filters, { keyword: 'b' })).toEqual({ ...filters, keyword: 'b', page_no: 1 });
    expect(withFilters(filters, {}, ['type', 'start_time'])).toEqual({
      page_no: 1,
      page_size: 20,
      keyword: 'a',
    });
    expect(withFilters(filters, { type: undefined })).toEqual({
      page_no: 1,
      page_size: 20,
      keyword: 'a',
      start_time: 5,
    });
  });

  it('reads the counter of a tab; a missing counter is 0, missing counts unknown', () => {
    expect(tabCount({ ALL: 5, WAIT_PAY: 2 }, 'WAIT_PAY')).toBe(2);
    expect(tabCount({ ALL: 5 }, 'ENTRY_ERROR')).toBe(0);
    expect(tabCount(undefined, 'ALL')).toBeUndefined();
  });

  it('reads tab, keyword and paging under the tab parameter a list names', () => {
    const tab = { tabs: ['all', '3', '1'] as const, all: 'all' as const, param: 'state' };
    expect(tabKeywordOf(new URLSearchParams('state=3&keyword=%20ab%20&page_no=2'), tab)).toEqual({
      tab: '3',
      keyword: 'ab',
      page_no: 2,
      page_size: 10,
    });
    expect(tabKeywordOf(new URLSearchParams('state=9&tab=3'), tab).tab).toBe('all');
  });

  it('writes tab, keyword, the set filters and paging, leaving defaults out', () => {
    const filters = { tab: 'X', keyword: 'k', page_no: 2, page_size: 10, a: 1, b: undefined, c: 0 };
    expect(toAddressQuery(filters, { all: 'ALL' }, ['a', 'b', 'c'])).toBe(
      'tab=X&keyword=k&a=1&c=0&page_no=2',
    );
    expect(toAddressQuery({ ...filters, tab: 'ALL' }, { all: 'ALL', param: 'status' }, [])).toBe(
      'keyword=k&page_no=2',
    );
    expect(toAddressQuery({ ...filters, tab: 'S' }, { all: 'ALL', param: 'status' }, [])).toBe(
      'status=S&keyword=k&page_no=2',
    );
  });

  it('picks the set filters of a group and counts them, the time range once', () => {
    const filters = { start_time: 1, end_time: 2, kind: 'A', other: undefined, page_no: 1 };
    expect(definedOf(filters, ['start_time', 'kind', 'other'])).toEqual({ start_time: 1, kind: 'A' });
    expect(advancedCount(filters, ['kind', 'other'])).toBe(2);
    expect(advancedCount({ end_time: 2 }, [])).toBe(1);
    expect(advancedCount({}, [])).toBe(0);
  });
});
