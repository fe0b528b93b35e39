import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { SorderShopAction, SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';
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
    {
      key: 'order',
      title: t('orders.sorders.columns.order'),
      width: 170,
      render: (_, so) => <Link to={orderDetailHref(so.order_sn)}>{so.order_sn}</Link>,
    },
    {
      key: 'time',
      title: t('orders.sorders.columns.time'),
      width: 110,
      render: (_, so) => (
        <div className="rx-orders__two-lines">
          <span>{unixToDateString(so.create_time, 'yyyy-MM-dd')}</span>
          <Typography.Text type="secondary">{unixToDateString(so.create_time, 'hh:mm:ss')}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('orders.sorders.columns.status'),
      width: 130,
      render: (_, so) => (
        <div className="rx-orders__two-lines">
          <span>
            <SorderStatusTag status={so.status} />
          </span>
          {so.remind_count > 0 && (
            <Typography.Text type="secondary">
              {t('orders.sorders.list.reminded', { n: so.remind_count })}
            </Typography.Text>
          )}
        </div>
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
    {
      key: 'goods',
      title: t('orders.columns.goods'),
      width: 220,
      ellipsis: true,
      render: (_, so) => (
        <Typography.Text ellipsis={{ tooltip: so.goods_names }}>
          {so.goods_names} <Typography.Text type="secondary">×{so.goods_num}</Typography.Text>
        </Typography.Text>
      ),
    },
    {
      key: 'amount',
      title: t('orders.sorders.columns.amounts'),
      width: 130,
      align: 'right',
      render: (_, so) => (
        <div className="rx-orders__two-lines" style={{ alignItems: 'flex-end' }}>
          <span>{formatYuan(so.goods_amount)}</span>
          <Typography.Text type="secondary">
            {t('orders.sorders.list.settle', { amount: formatYuan(so.settle_amount) })}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'waybill',
      title: t('orders.sorders.columns.waybill'),
      width: 170,
      render: (_, so) =>
        so.waybill_no ? (
          <div className="rx-orders__two-lines">
            <span>{so.express_name}</span>
            <Typography.Text type="secondary" data-testid="sorder-waybill">
              {so.waybill_no}
            </Typography.Text>
          </div>
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
