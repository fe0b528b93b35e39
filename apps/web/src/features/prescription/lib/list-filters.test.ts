import { describe, expect, it } from 'vitest';
import { prescriptionList } from './list-filters.ts';

const parse = (query: string) => prescriptionList.parse(new URLSearchParams(query));

describe('prescription list filters', () => {
  it('reads the address and drops what it does not know', () => {
    expect(parse('')).toEqual(prescriptionList.empty);
    expect(parse('state=3&keyword=%20RX1%20&page_no=2&page_size=20&overdue=1&pharmacist_id=7')).toEqual({
      tab: '3',
      keyword: 'RX1',
      page_no: 2,
      page_size: 20,
      overdue: 1,
      pharmacist_id: 7,
    });
    expect(parse('state=9&page_no=-1&page_size=33&overdue=2&pharmacist_id=x')).toEqual(
      prescriptionList.empty,
    );
    expect(parse(`keyword=${'a'.repeat(100)}`).keyword).toHaveLength(80);
  });

  it('writes back to the same address, defaults left out', () => {
    const filters = parse('state=1&keyword=abc&start_time=10&end_time=20&page_no=3');
    expect(parse(prescriptionList.toSearch(filters))).toEqual(filters);
    expect(prescriptionList.toSearch(prescriptionList.empty)).toBe('');
  });

  it('builds the API query: all states is no state, empty keyword is no keyword', () => {
    expect(prescriptionList.toQuery(prescriptionList.empty)).toEqual({ page_no: 1, page_size: 10 });
    expect(
      prescriptionList.toQuery({ ...prescriptionList.empty, tab: '3', keyword: 'x', overdue: 1 }),
    ).toEqual({
      state: 3,
      keyword: 'x',
      overdue: 1,
      page_no: 1,
      page_size: 10,
    });
    expect(prescriptionList.toExportQuery({ ...prescriptionList.empty, page_no: 4, tab: '2' })).toEqual({
      state: 2,
    });
  });

  it('goes back to page 1 when the filters change', () => {
    const onPage3 = { ...prescriptionList.empty, page_no: 3 };
    expect(prescriptionList.withTab(onPage3, '3').page_no).toBe(1);
    expect(prescriptionList.withKeyword(onPage3, ' k ').keyword).toBe('k');
    expect(prescriptionList.withKeyword(onPage3, 'k').page_no).toBe(1);
    expect(prescriptionList.withAdvanced({ ...onPage3, overdue: 1 }, { pharmacist_id: 2 })).toEqual({
      ...prescriptionList.empty,
      pharmacist_id: 2,
    });
  });

  it('counts the advanced filters in force, the time range once', () => {
    const filters = { ...prescriptionList.empty, start_time: 1, end_time: 2, overdue: 1 as const };
    expect(prescriptionList.advancedOf(filters)).toEqual({ start_time: 1, end_time: 2, overdue: 1 });
    expect(prescriptionList.advancedCount(prescriptionList.advancedOf(filters))).toBe(2);
    expect(prescriptionList.advancedCount({})).toBe(0);
  });
});
