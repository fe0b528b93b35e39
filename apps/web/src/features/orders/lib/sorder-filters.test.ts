import { describe, expect, it } from 'vitest';
import { sorderList } from './sorder-filters.ts';

const parse = (query: string) => sorderList.parse(new URLSearchParams(query));

describe('drop-ship list filters', () => {
  it('a plain address is the plain list, and the plain list has a plain address', () => {
    expect(parse('')).toEqual(sorderList.empty);
    expect(sorderList.toSearch(sorderList.empty)).toBe('');
    expect(sorderList.toQuery(sorderList.empty)).toEqual({ page_no: 1, page_size: 10 });
  });

  it('round-trips every filter through the address and into the API query', () => {
    const filters = parse(
      'status=SHIPPED&keyword=S2026&start_time=100&end_time=200&supplier_id=3&page_no=2&page_size=20',
    );
    expect(filters).toEqual({
      tab: 'SHIPPED',
      keyword: 'S2026',
      start_time: 100,
      end_time: 200,
      supplier_id: 3,
      page_no: 2,
      page_size: 20,
    });
    expect(parse(sorderList.toSearch(filters))).toEqual(filters);
    expect(sorderList.toQuery(filters)).toEqual({
      status: 'SHIPPED',
      keyword: 'S2026',
      start_time: 100,
      end_time: 200,
      supplier_id: 3,
      page_no: 2,
      page_size: 20,
    });
  });

  it('drops what it does not know instead of failing on a stale or hand-edited link', () => {
    expect(parse('status=LOST&supplier_id=0&page_size=7&page_no=-1&start_time=x')).toEqual(sorderList.empty);
    expect(parse(`keyword=${'x'.repeat(100)}`).keyword).toHaveLength(80);
  });

  it('a new tab, keyword or advanced filter starts at page 1', () => {
    const on3 = { ...sorderList.empty, page_no: 3 };
    expect(sorderList.withTab(on3, 'REJECTED')).toMatchObject({ tab: 'REJECTED', page_no: 1 });
    expect(sorderList.withKeyword(on3, '  S1  ')).toMatchObject({ keyword: 'S1', page_no: 1 });
    expect(sorderList.withAdvanced(on3, { supplier_id: 2 })).toMatchObject({ supplier_id: 2, page_no: 1 });
  });

  it('replaces the advanced filters as a whole and counts the time range once', () => {
    const f = sorderList.withAdvanced(sorderList.empty, { start_time: 1, end_time: 2, supplier_id: 5 });
    expect(sorderList.advancedCount(sorderList.advancedOf(f))).toBe(2);
    const cleared = sorderList.withAdvanced(f, {});
    expect(sorderList.advancedOf(cleared)).toEqual({});
    expect(sorderList.advancedCount(sorderList.advancedOf(cleared))).toBe(0);
  });
});
