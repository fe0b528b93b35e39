import {
  ACTIVITY_STATE,
  SERVICE_STATUS_LABELS,
  SERVICE_TYPE_LABELS,
} from '@rxdesk/contract/after-sale/after-sale';
import type { PendingAfterSale } from '@rxdesk/contract/live/live-notices';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderDetailHref } from '../../../shared/orders/order-links.ts';
import { serviceDetailHref } from '../../../shared/after-sale/after-sale-links.ts';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { labelFrom } from '../../../shared/labels/enum-label.ts';

/** §3 activity_state is the case status as a number; shown as the status's name. */
const STATUS_OF_STATE = new Map(Object.entries(ACTIVITY_STATE).map(([status, state]) => [state, status]));

/** §3 pending after-sale items in the counter's dropdown. */
export function PendingAfterSalesTable({
  cases,
  onNavigate,
}: {
  cases: PendingAfterSale[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
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
        <Link to={serviceDetailHref(sn)} onClick={onNavigate}>
          {sn}
        </Link>
      ),
    },
    {
      title: t('live.col.type'),
      dataIndex: 'order_type',
      render: (type: string) => labelFrom(SERVICE_TYPE_LABELS, type, lang),
    },
    { title: t('live.col.applyTime'), dataIndex: 'apply_time', render: (v: number) => unixToDateString(v) },
    {
      title: t('live.col.state'),
      dataIndex: 'activity_state',
      render: (state: number) => {
        const status = STATUS_OF_STATE.get(state);
        return status ? labelFrom(SERVICE_STATUS_LABELS, status, lang) : state;
      },
    },
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
