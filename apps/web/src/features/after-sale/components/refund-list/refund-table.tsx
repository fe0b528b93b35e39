import type { RefundAction, RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';
import { refundColumns } from './refund-columns.tsx';

/** The refunds; paging is drawn by the surrounding table layout. */
export const RefundTable = defineListTable<RefundRow, RefundAction>({
  label: 'after-sale.refunds.table',
  rowKey: 'refund_sn',
  width: 1150,
  columns: refundColumns,
});
