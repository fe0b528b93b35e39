import {
  ACTIVITY_STATE,
  SERVICE_STATUS_LABELS,
  SERVICE_TYPE_LABELS,
} from '@rxdesk/contract/after-sale/after-sale';
import type { PendingAfterSale } from '@rxdesk/contract/live/live-notices';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderDetailHref } from '../../../shared/orders/order-links.ts';
import { serviceDetailHref } from '../../../shared/after-sale/after-sale-links.ts';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { labelFrom } from '../../../shared/labels/enum-label.ts';
import { DropdownTable, linkColumn } from './dropdown-table.tsx';

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
    linkColumn(t('live.col.orderSn'), 'order_sn', orderDetailHref, onNavigate),
    linkColumn(t('live.col.asOrderSn'), 'as_order_sn', serviceDetailHref, onNavigate),
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
    <DropdownTable testId="pending-after-sales-table" rowKey="as_order_sn" columns={columns} rows={cases} />
  );
}
