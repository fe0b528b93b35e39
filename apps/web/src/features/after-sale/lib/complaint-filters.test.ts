import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPLAINT_FILTERS,
  parseComplaintSearch,
  toComplaintQuery,
  toComplaintSearch,
} from './complaint-filters.ts';

describe('complaint list filters', () => {
  it('read and write the address', () => {
    const filters = {
      ...EMPTY_COMPLAINT_FILTERS,
      tab: 'overdue' as const,
      keyword: '缺货',
      start_time: 5,
      end_time: 6,
    };
    expect(parseComplaintSearch(new URLSearchParams(toComplaintSearch(filters)))).toEqual(filters);
    expect(parseComplaintSearch(new URLSearchParams('tab=new'))).toEqual(EMPTY_COMPLAINT_FILTERS);
  });

  it('turn the overdue tab into overdue=1 and a status tab into status', () => {
    expect(toComplaintQuery({ ...EMPTY_COMPLAINT_FILTERS, tab: 'overdue' })).toEqual({
      page_no: 1,
      page_size: 10,
      overdue: 1,
    });
    expect(toComplaintQuery({ ...EMPTY_COMPLAINT_FILTERS, tab: 'ESCALATED', keyword: '2025' })).toEqual({
      page_no: 1,
      page_size: 10,
      status: 'ESCALATED',
      keyword: '2025',
    });
  });
});
