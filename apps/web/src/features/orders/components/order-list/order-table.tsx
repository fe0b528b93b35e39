import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';
import type { OrderActionId } from '../../lib/order-actions.ts';
import { orderColumns } from './order-columns.tsx';

/** The order rows; paging is drawn by the surrounding table layout. */
export const OrderTable = defineListTable<OrderSummary, OrderActionId>({
  label: 'orders.list.table',
  rowKey: 'sn',
  width: 1380,
  columns: orderColumns,
});
