import { describe, expect, it } from 'vitest';
import { invoiceList } from './invoice-filters.ts';

describe('invoice list filters', () => {
  it('read and write the address', () => {
    const filters = {
      ...invoiceList.empty,
      tab: 'ISSUED' as const,
      keyword: '上海',
      kind: 'ELECTRONIC' as const,
      order_sn: '2026112700000001',
      start_time: 5,
      end_time: 6,
    };
    expect(invoiceList.parse(new URLSearchParams(invoiceList.toSearch(filters)))).toEqual(filters);
    expect(invoiceList.parse(new URLSearchParams('tab=nope&kind=PAPER'))).toEqual(invoiceList.empty);
  });

  it('turn a status tab into status, and export the same filters', () => {
    const filters = { ...invoiceList.empty, tab: 'PENDING' as const, kind: 'PLAIN' as const };
    expect(invoiceList.toQuery(filters)).toEqual({
      page_no: 1,
      page_size: 10,
      status: 'PENDING',
      kind: 'PLAIN',
    });
    expect(invoiceList.toExportQuery(filters)).toEqual({ status: 'PENDING', kind: 'PLAIN' });
  });
});
