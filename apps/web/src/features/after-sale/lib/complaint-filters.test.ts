import { describe, expect, it } from 'vitest';
import { complaintList } from './complaint-filters.ts';

describe('complaint list filters', () => {
  it('read and write the address', () => {
    const filters = {
      ...complaintList.empty,
      tab: 'overdue' as const,
      keyword: '缺货',
      start_time: 5,
      end_time: 6,
    };
    expect(complaintList.parse(new URLSearchParams(complaintList.toSearch(filters)))).toEqual(filters);
    expect(complaintList.parse(new URLSearchParams('tab=new'))).toEqual(complaintList.empty);
  });

  it('turn the overdue tab into overdue=1 and a status tab into status', () => {
    expect(complaintList.toQuery({ ...complaintList.empty, tab: 'overdue' })).toEqual({
      page_no: 1,
      page_size: 10,
      overdue: 1,
    });
    expect(complaintList.toQuery({ ...complaintList.empty, tab: 'ESCALATED', keyword: '2025' })).toEqual({
      page_no: 1,
      page_size: 10,
      status: 'ESCALATED',
      keyword: '2025',
    });
  });
});
