import { describe, expect, it } from 'vitest';
import { defineListFilters } from './define-list-filters.ts';
import { oneOf, wholeNumber } from './list-params.ts';

const withTabs = defineListFilters<
  'ALL' | 'open' | 'late',
  { start_time?: number; end_time?: number; kind?: 'a' | 'b' },
  Record<string, unknown>
>({
  path: '/x/list',
  tab: { tabs: ['ALL', 'open', 'late'], all: 'ALL', param: 'state' },
  advanced: {
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
    kind: (raw) => oneOf(['a', 'b'] as const, raw),
  },
  tabQuery: (tab) => (tab === 'late' ? { overdue: 1 } : { status: tab }),
});

const noTabs = defineListFilters<'ALL', { start_time?: number; end_time?: number }, Record<string, unknown>>({
  path: '/y/list',
  advanced: { start_time: (raw) => wholeNumber(raw, 0), end_time: (raw) => wholeNumber(raw, 0) },
});

describe('defineListFilters', () => {
  it('round-trips tab, keyword, advanced filters and paging through the address', () => {
    const filters = withTabs.parse(
      new URLSearchParams('state=late&keyword=%20k%20&kind=b&start_time=5&page_no=2'),
    );
    expect(filters).toEqual({
      tab: 'late',
      keyword: 'k',
      kind: 'b',
      start_time: 5,
      page_no: 2,
      page_size: 10,
    });
    expect(withTabs.toSearch(filters)).toBe('state=late&keyword=k&start_time=5&kind=b&page_no=2');
    expect(withTabs.parse(new URLSearchParams('state=nope&kind=z'))).toEqual(withTabs.empty);
  });

  it('builds the API query from the tab, the keyword and the advanced filters; "all" adds nothing', () => {
    const filters = { ...withTabs.empty, tab: 'late' as const, keyword: 'k', kind: 'a' as const };
    expect(withTabs.toQuery(filters)).toEqual({
      overdue: 1,
      keyword: 'k',
      kind: 'a',
      page_no: 1,
      page_size: 10,
    });
    expect(withTabs.toExportQuery({ ...withTabs.empty, page_no: 3 })).toEqual({});
  });

  it('counts the time range once, restarts at page 1 on a change, clears all but tab and size', () => {
    const filters = {
      ...withTabs.empty,
      tab: 'open' as const,
      page_no: 4,
      page_size: 20,
      start_time: 1,
      end_time: 2,
      kind: 'a' as const,
    };
    expect(withTabs.advancedCount(withTabs.advancedOf(filters))).toBe(2);
    expect(withTabs.isFiltered(filters)).toBe(true);
    expect(withTabs.withAdvanced(filters, { kind: 'b' })).toEqual({
      ...withTabs.empty,
      tab: 'open',
      page_size: 20,
      kind: 'b',
    });
    expect(withTabs.withKeyword(filters, ' x ').page_no).toBe(1);
    expect(withTabs.withTab(filters, 'late').page_no).toBe(1);
    expect(withTabs.cleared({ ...filters, keyword: 'k' })).toEqual({
      ...withTabs.empty,
      tab: 'open',
      page_size: 20,
    });
    expect(withTabs.isFiltered(withTabs.cleared(filters))).toBe(false);
  });

  it('a list without tabs never writes a tab to the address or the API', () => {
    const filters = noTabs.parse(new URLSearchParams('tab=ALL&keyword=a&end_time=9'));
    expect(noTabs.toSearch(filters)).toBe('keyword=a&end_time=9');
    expect(noTabs.toQuery(filters)).toEqual({ keyword: 'a', end_time: 9, page_no: 1, page_size: 10 });
  });
});
