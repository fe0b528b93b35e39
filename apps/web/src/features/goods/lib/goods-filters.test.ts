import { describe, expect, it } from 'vitest';
import { activeList, goodsList, withFixedTab } from './goods-filters.ts';
import { publishHref, publishTarget } from './goods-links.ts';

describe('goods list filters', () => {
  it('read the tab and the filters from the address, and ask the API for them', () => {
    const filters = goodsList.parse(
      new URLSearchParams(
        'tab=OFF_SHELF&keyword=阿莫&min_price=10&max_price=20.5&stock_state=warning&group_id=3',
      ),
    );
    expect(goodsList.toQuery(filters)).toEqual({
      tab: 'OFF_SHELF',
      keyword: '阿莫',
      min_price: 10,
      max_price: 20.5,
      stock_state: 'warning',
      group_id: 3,
      page_no: 1,
      page_size: 10,
    });
    expect(goodsList.toSearch(filters)).toBe(
      'tab=OFF_SHELF&keyword=%E9%98%BF%E8%8E%AB&group_id=3&min_price=10&max_price=20.5&stock_state=warning',
    );
  });

  it('drop what a hand-edited link gets wrong, and send no tab for all goods', () => {
    const filters = goodsList.parse(
      new URLSearchParams('tab=BOGUS&min_price=1.234&stock_state=all&drug_type=XX&category_path=3|4'),
    );
    expect(goodsList.toQuery(filters)).toEqual({ page_no: 1, page_size: 10 });
  });

  it('fix the awaiting-review list to its tab', () => {
    const query = withFixedTab(
      activeList.toQuery(activeList.parse(new URLSearchParams('tab=ON_SALE'))),
      'AWAITING_REVIEW',
    );
    expect(query).toEqual({ tab: 'AWAITING_REVIEW', page_no: 1, page_size: 10 });
  });
});

describe('the publish route', () => {
  it('is a new item, an edit or a draft, and nothing else', () => {
    expect(publishTarget({})).toEqual({ kind: 'new' });
    expect(publishTarget({ goodsid: '12' })).toEqual({ kind: 'edit', goodsId: 12 });
    expect(publishTarget({ goodsid: '7', isdraft: '1' })).toEqual({ kind: 'draft', draftId: 7 });
    expect(publishTarget({ goodsid: 'x' })).toBeNull();
    expect(publishTarget({ goodsid: '7', isdraft: 'yes' })).toBeNull();
    expect(publishHref({ draftId: 7 })).toBe('/goods/good-publish/7/1');
    expect(publishHref({ goodsId: 12 })).toBe('/goods/good-publish/12');
  });
});
