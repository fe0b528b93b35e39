import type { PendingEntryOrder } from '@rxdesk/contract/live/live-notices';
import {
  ORDER_SOURCE_LABELS,
  PAYMENT_TYPE_LABELS,
  SHIPPING_TYPE_LABELS,
} from '@rxdesk/contract/orders/order-enums';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { orderDetailHref } from '../../../shared/orders/order-links.ts';
import { DropdownTable, linkColumn } from './dropdown-table.tsx';
import { PrintReceiptButton } from '../../../shared/printing/components/print-receipt-button.tsx';

const labelOf = (labels: Record<string, { zh: string; en: string }>, value: string) =>
  labels[value]?.[currentLanguage()] ?? value;

/** §3 pending-entry orders in the counter's dropdown. */
export function PendingOrdersTable({
  orders,
  onNavigate,
}: {
  orders: PendingEntryOrder[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PendingEntryOrder> = [
    linkColumn(t('live.col.orderSn'), 'order_sn', orderDetailHref, onNavigate),
    {
      title: t('live.col.source'),
      dataIndex: 'order_source',
      render: (v: string) => labelOf(ORDER_SOURCE_LABELS, v),
    },
    {
      title: t('live.col.shipping'),
      dataIndex: 'shipping_type',
      render: (v: string) => labelOf(SHIPPING_TYPE_LABELS, v),
    },
    {
      title: t('live.col.payment'),
      dataIndex: 'payment_type',
      render: (v: string) => labelOf(PAYMENT_TYPE_LABELS, v),
    },
    {
      title: t('live.col.price'),
      dataIndex: 'order_price',
      align: 'right',
      render: (v: number) => formatYuan(v),
    },
    { title: t('live.col.time'), dataIndex: 'create_time', render: (v: number) => unixToDateString(v) },
    {
      title: t('live.col.printStatus'),
      dataIndex: 'pos_print_status',
      render: (v: string) =>
        v === '0' ? (
          <Tag color="warning">{t('live.notPrinted')}</Tag>
        ) : (
          <Tag color="success">{t('live.printed')}</Tag>
        ),
    },
    {
      title: t('live.col.action'),
      key: 'action',
      render: (_, row) => (
        <PrintReceiptButton sn={row.order_sn} size="small" type="link">
          {t('live.print')}
        </PrintReceiptButton>
      ),
    },
  ];
  return <DropdownTable testId="pending-orders-table" rowKey="order_sn" columns={columns} rows={orders} />;
}
