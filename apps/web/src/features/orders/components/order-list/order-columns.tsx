import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EllipsisText } from '../../../../shared/components/ellipsis-text.tsx';
import { SecondaryText } from '../../../../shared/components/secondary-text.tsx';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';
import { paymentLabel, shippingLabel, sourceLabel, type Lang } from '../../lib/labels.ts';
import type { OrderActionId } from '../../lib/order-actions.ts';
import { OrderStatusTag, RxTag } from '../order-status-tag.tsx';
import { RowActions } from './row-actions.tsx';

/** The order list's columns (§2 Orders): number, time, status (early: it decides what to do),
 * goods, amount, consignee with masked mobile, source, delivery / payment, Rx, receipt, actions. */
export function orderColumns(
  t: TFunction,
  lang: Lang,
  onAction: (order: OrderSummary, action: OrderActionId) => void,
): TableColumnsType<OrderSummary> {
  return [
    {
      key: 'sn',
      title: t('orders.columns.sn'),
      width: 170,
      render: (_, order) => (
        <Link to={orderDetailHref(order.sn)} data-testid="order-sn">
          {order.sn}
        </Link>
      ),
    },
    {
      key: 'time',
      title: t('orders.columns.time'),
      width: 110,
      render: (_, order) => (
        <div className="rx-orders__two-lines">
          <span>{unixToDateString(order.create_time, 'yyyy-MM-dd')}</span>
          <SecondaryText>{unixToDateString(order.create_time, 'hh:mm:ss')}</SecondaryText>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('orders.columns.status'),
      width: 110,
      render: (_, order) => (
        <div className="rx-orders__two-lines">
          <span>
            <OrderStatusTag status={order.status} />
          </span>
          {order.cancel_requested === 1 && <Tag color="volcano">{t('orders.list.cancelRequested')}</Tag>}
        </div>
      ),
    },
    {
      key: 'goods',
      title: t('orders.columns.goods'),
      width: 220,
      ellipsis: true,
      render: (_, order) => (
        <EllipsisText full={order.goods_names}>
          {order.goods_names} <SecondaryText>×{order.goods_num}</SecondaryText>
        </EllipsisText>
      ),
    },
    {
      key: 'amount',
      title: t('orders.columns.amount'),
      width: 100,
      align: 'right',
      render: (_, order) => formatYuan(order.order_price),
    },
    {
      key: 'consignee',
      title: t('orders.columns.consignee'),
      width: 120,
      render: (_, order) => (
        <div className="rx-orders__two-lines">
          <span data-testid="order-consignee">{order.consignee_name}</span>
          <SecondaryText>{maskMobile(order.consignee_mobile)}</SecondaryText>
        </div>
      ),
    },
    {
      key: 'source',
      title: t('orders.columns.source'),
      width: 96,
      render: (_, order) => sourceLabel(order.order_source, lang),
    },
    {
      key: 'delivery',
      title: t('orders.columns.delivery'),
      width: 104,
      render: (_, order) => (
        <div className="rx-orders__two-lines">
          <span>{shippingLabel(order.shipping_type, lang)}</span>
          <SecondaryText>{paymentLabel(order.payment_type, lang)}</SecondaryText>
        </div>
      ),
    },
    {
      key: 'rx',
      title: t('orders.columns.rx'),
      width: 64,
      render: (_, order) => <RxTag isPrescription={order.is_prescription} />,
    },
    {
      key: 'print',
      title: t('orders.columns.print'),
      width: 80,
      // §3: the string '0' means not printed.
      render: (_, order) =>
        order.pos_print_status === '0' ? (
          <SecondaryText>{t('orders.list.notPrinted')}</SecondaryText>
        ) : (
          t('orders.list.printed')
        ),
    },
    {
      key: 'actions',
      title: t('orders.columns.actions'),
      width: 200,
      fixed: 'right',
      render: (_, order) => (
        <RowActions
          sn={order.sn}
          allowed={order.allowed_actions}
          onAction={(action) => onAction(order, action)}
        />
      ),
    },
  ];
}
