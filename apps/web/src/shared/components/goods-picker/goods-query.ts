import { splitPastedCodes } from '@rxdesk/contract/common/paste-codes';
import type { GoodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { PICKER_PAGE_SIZE } from '@rxdesk/contract/rules/picker-rules';

/** What the picker's filter row holds, as typed. */
export interface GoodsPickerFilters {
  keyword?: string;
  /** The category picker's value: a category_path prefix ('0|3|12|'). */
  category_path?: string;
  /** Goods codes as pasted (spreadsheet columns, comma lists, full-width commas). */
  codes?: string;
}

/** The request for one page: §9 page size 10 and only goods on sale and approved
 * (market_enable=1, is_auth=1), whatever the filters say. Empty filters are left out. */
export function goodsPickerQuery(filters: GoodsPickerFilters, pageNo: number): GoodsSkuQuery {
  const keyword = filters.keyword?.trim();
  const codes = splitPastedCodes(filters.codes ?? '');
  return {
    page_no: pageNo,
    page_size: PICKER_PAGE_SIZE,
    market_enable: 1,
    is_auth: 1,
    keyword: keyword || undefined,
    category_path: filters.category_path || undefined,
    goods_ids: undefined,
    goods_codes: codes.length ? codes : undefined,
  };
}
