import { describe, expect, it } from 'vitest';
import { askList } from './ask-filters.ts';

describe('consultation list filters', () => {
  it('read and write the address', () => {
    const filters = {
      ...askList.empty,
      tab: 'UNANSWERED' as const,
      keyword: '孕妇',
      goods_name: '布洛芬',
      hidden: 1,
      start_time: 5,
      end_time: 6,
    };
    expect(askList.parse(new URLSearchParams(askList.toSearch(filters)))).toEqual(filters);
    expect(askList.parse(new URLSearchParams('tab=nope&hidden=7'))).toEqual(askList.empty);
  });

  it('turn a state tab into state', () => {
    expect(askList.toQuery({ ...askList.empty, tab: 'HANDLED', hidden: 0 })).toEqual({
      page_no: 1,
      page_size: 10,
      state: 'HANDLED',
      hidden: 0,
    });
  });
});
