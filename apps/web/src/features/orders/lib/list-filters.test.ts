import { describe, expect, it } from 'vitest';
import { orderList } from './list-filters.ts';

const parse = (query: string) => orderList.parse(new URLSearchParams(query));

describe('orderList.parse (address → filters)', () => {
  it('opens ALL, page 1 of 10 on a bare address', () => {
    expect(parse('')).toEqual(orderList.empty);
  });

  it('reads the tab the dashboard links to', () => {
    expect(parse('tab=WAIT_SHIP').tab).toBe('WAIT_SHIP');
    expect(parse('tab=AFTER_SERVICE').tab).toBe('AFTER_SERVICE');
  });

  it('drops an unknown tab, enum value or malformed number instead of failing', () => {
    expect(
      parse('tab=NOPE&order_source=FAX&page_no=-2&page_size=7&is_prescription=5&start_time=abc'),
    ).toEqual(orderList.empty);
  });

  it('reads every advanced filter', () => {
    expect(
      parse(
        'keyword=%20感冒%20&start_time=100&end_time=200&order_source=MINI&shipping_type=SELF_PICK&payment_type=COD&is_prescription=0&page_no=3&page_size=20',
      ),
    ).toEqual({
      tab: 'ALL',
      keyword: '感冒',
      start_time: 100,
      end_time: 200,
      order_source: 'MINI',
      shipping_type: 'SELF_PICK',
      payment_type: 'COD',
      is_prescription: 0,
      page_no: 3,
      page_size: 20,
    });
  });

  it('cuts the keyword at 80 characters (§9)', () => {
    expect(parse(`keyword=${'a'.repeat(100)}`).keyword).toHaveLength(80);
  });
});

describe('orderList.toSearch (filters → address)', () => {
  it('leaves defaults out and round-trips', () => {
    expect(orderList.toSearch(orderList.empty)).toBe('');
    const filters = {
      ...orderList.empty,
      tab: 'WAIT_PAY' as const,
      keyword: '张三',
      is_prescription: 1 as const,
      page_no: 2,
      page_size: 50,
    };
    expect(parse(orderList.toSearch(filters))).toEqual(filters);
  });
});

describe('orderList.toQuery / orderList.toExportQuery (filters → API params)', () => {
  it('sends no tab for ALL and no empty keyword', () => {
    expect(orderList.toQuery(orderList.empty)).toEqual({ page_no: 1, page_size: 10 });
  });

  it('sends the tab and every filter in force', () => {
    const filters = {
      ...orderList.empty,
      tab: 'WAIT_PICK' as const,
      keyword: '138',
      start_time: 1,
      end_time: 2,
      payment_type: 'ONLINE' as const,
      is_prescription: 0 as const,
      page_no: 4,
    };
    expect(orderList.toQuery(filters)).toEqual({
      tab: 'WAIT_PICK',
      keyword: '138',
      start_time: 1,
      end_time: 2,
      payment_type: 'ONLINE',
      is_prescription: 0,
      page_no: 4,
      page_size: 10,
    });
  });

  it('exports the same filters without paging', () => {
    const filters = { ...orderList.empty, tab: 'SHIPPED' as const, keyword: 'x', page_no: 9, page_size: 100 };
    expect(orderList.toExportQuery(filters)).toEqual({ tab: 'SHIPPED', keyword: 'x' });
  });
});

describe('changing filters', () => {
  const onPage3 = { ...orderList.empty, keyword: 'k', order_source: 'APP' as const, page_no: 3 };

  it('restarts at page 1 on a new tab, keyword or advanced filters, keeping the rest', () => {
    expect(orderList.withTab(onPage3, 'ROG')).toEqual({ ...onPage3, tab: 'ROG', page_no: 1 });
    expect(orderList.withKeyword(onPage3, '  new ')).toEqual({ ...onPage3, keyword: 'new', page_no: 1 });
    expect(orderList.withAdvanced(onPage3, { shipping_type: 'EXPRESS' })).toEqual({
      ...orderList.empty,
      keyword: 'k',
      shipping_type: 'EXPRESS',
    });
  });

  it('counts the advanced filters in force, the time range once', () => {
    expect(orderList.advancedCount(orderList.advancedOf(orderList.empty))).toBe(0);
    expect(
      orderList.advancedCount({ start_time: 1, end_time: 2, is_prescription: 0, order_source: 'PC' }),
    ).toBe(3);
  });
});
