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

/** The points mall's refunds (issue 22): with the points each gave back. */
export const PointRefundTable = defineListTable<RefundRow, RefundAction>({
  label: 'after-sale.refunds.table',
  rowKey: 'refund_sn',
  width: 1260,
  columns: (t, lang, onAction) => refundColumns(t, lang, onAction, true),
});
