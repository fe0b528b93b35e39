import type { PendingAfterSale } from '@rxdesk/contract/live-notices';
import { unixToDateString } from '@rxdesk/contract/date-format';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderDetailHref } from '../../../shared/orders/order-links.ts';
import { afterSaleDetailHref } from '../lib/service-links.ts';

/** §3 pending after-sale items in the counter's dropdown. */
export function PendingAfterSalesTable({
  cases,
  onNavigate,
}: {
  cases: PendingAfterSale[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PendingAfterSale> = [
    {
      title: t('live.col.orderSn'),
      dataIndex: 'order_sn',
      render: (sn: string) => (
        <Link to={orderDetailHref(sn)} onClick={onNavigate}>
          {sn}
        </Link>
      ),
    },
    {
      title: t('live.col.asOrderSn'),
      dataIndex: 'as_order_sn',
      render: (sn: string) => (
        <Link to={afterSaleDetailHref(sn)} onClick={onNavigate}>
          {sn}
        </Link>
      ),
    },
    { title: t('live.col.type'), dataIndex: 'order_type' },
    { title: t('live.col.applyTime'), dataIndex: 'apply_time', render: (v: number) => unixToDateString(v) },
    { title: t('live.col.state'), dataIndex: 'activity_state' },
  ];
  return (
    <Table<PendingAfterSale>
      data-testid="pending-after-sales-table"
      rowKey="as_order_sn"
      size="small"
      columns={columns}
      dataSource={cases}
      pagination={cases.length > 10 ? { pageSize: 10, size: 'small' } : false}
      locale={{ emptyText: t('live.empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
