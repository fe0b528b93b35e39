import type { SorderShopAction, SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';
import { sorderColumns } from './sorder-columns.tsx';

/** The sub-order rows; paging is drawn by the surrounding table layout. */
export const SorderTable = defineListTable<SorderSummary, SorderShopAction>({
  label: 'orders.sorders.list.table',
  rowKey: 'ssid',
  width: 1520,
  columns: (t, _lang, onAction) => sorderColumns(t, onAction),
});
