import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { SorderShopAction, SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { dayTimeColumn, goodsColumn, Lines, orderSnColumn } from '../../../../shared/lists/list-columns.tsx';
import { sorderDetailHref } from '../../lib/sorder-links.ts';
import { SorderStatusTag } from '../sorder-status-tag.tsx';
import { SorderRowActions } from './sorder-row-actions.tsx';

/** The drop-ship list's columns: sub-order, parent order, time, status, supplier, goods, what the
 * buyer paid and what the supplier is owed, the waybill once shipped, actions. */
export function sorderColumns(
  t: TFunction,
  onAction: (so: SorderSummary, action: SorderShopAction) => void,
): TableColumnsType<SorderSummary> {
  return [
    {
      key: 'ssid',
      title: t('orders.sorders.columns.ssid'),
      width: 190,
      render: (_, so) => (
        <Link to={sorderDetailHref(so.ssid, so.order_sn)} data-testid="sorder-ssid">
          {so.ssid}
        </Link>
      ),
    },
    orderSnColumn(t('orders.sorders.columns.order'), (so) => so.order_sn, 'order'),
    dayTimeColumn('time', t('orders.sorders.columns.time'), (so) => so.create_time),
    {
      key: 'status',
      title: t('orders.sorders.columns.status'),
      width: 130,
      render: (_, so) => (
        <Lines>
          <span>
            <SorderStatusTag status={so.status} />
          </span>
          {so.remind_count > 0 && (
            <Typography.Text type="secondary">
              {t('orders.sorders.list.reminded', { n: so.remind_count })}
            </Typography.Text>
          )}
        </Lines>
      ),
    },
    {
      key: 'supplier',
      title: t('orders.sorders.columns.supplier'),
      width: 200,
      ellipsis: true,
      render: (_, so) => (
        <Typography.Text ellipsis={{ tooltip: so.supplier_name }}>{so.supplier_name}</Typography.Text>
      ),
    },
    goodsColumn(t('orders.columns.goods')),
    {
      key: 'amount',
      title: t('orders.sorders.columns.amounts'),
      width: 130,
      align: 'right',
      render: (_, so) => (
        <Lines align="end">
          <span>{formatYuan(so.goods_amount)}</span>
          <Typography.Text type="secondary">
            {t('orders.sorders.list.settle', { amount: formatYuan(so.settle_amount) })}
          </Typography.Text>
        </Lines>
      ),
    },
    {
      key: 'waybill',
      title: t('orders.sorders.columns.waybill'),
      width: 170,
      render: (_, so) =>
        so.waybill_no ? (
          <Lines>
            <span>{so.express_name}</span>
            <Typography.Text type="secondary" data-testid="sorder-waybill">
              {so.waybill_no}
            </Typography.Text>
          </Lines>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('orders.columns.actions'),
      fixed: 'right',
      width: 200,
      render: (_, so) => (
        <SorderRowActions
          ssid={so.ssid}
          sn={so.order_sn}
          allowed={so.allowed_actions}
          onAction={(action) => onAction(so, action)}
        />
      ),
    },
  ];
}
