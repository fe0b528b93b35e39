import type { GoodsListRow } from '@rxdesk/contract/goods/catalogue';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';
import type { GoodsRowAction } from '../../lib/goods-actions.ts';
import { goodsColumns } from './goods-columns.tsx';

/** The goods rows; paging is drawn by the surrounding list screen. */
export const GoodsTable = defineListTable<GoodsListRow, GoodsRowAction>({
  label: 'goods.list.table',
  rowKey: 'goods_id',
  width: 1080,
  columns: goodsColumns,
});
