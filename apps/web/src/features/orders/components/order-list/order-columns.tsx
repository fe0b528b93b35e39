import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { SecondaryText } from '../../../../shared/components/secondary-text.tsx';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';
import {
  dayTimeColumn,
  goodsColumn,
  Lines,
  personColumn,
  TwoLines,
  yuanColumn,
} from '../../../../shared/lists/list-columns.tsx';
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
    dayTimeColumn('time', t('orders.columns.time'), (order) => order.create_time),
    {
      key: 'status',
      title: t('orders.columns.status'),
      width: 110,
      render: (_, order) => (
        <Lines>
          <span>
            <OrderStatusTag status={order.status} />
          </span>
          {order.cancel_requested === 1 && <Tag color="volcano">{t('orders.list.cancelRequested')}</Tag>}
          {order.order_type === 'POINTS' && (
            <Tag color="gold" data-testid="order-points-tag">
              {t('orders.list.pointsTag')}
            </Tag>
          )}
        </Lines>
      ),
    },
    goodsColumn(t('orders.columns.goods')),
    yuanColumn('amount', t('orders.columns.amount'), 100, (order) => order.order_price),
    personColumn(
      'consignee',
      t('orders.columns.consignee'),
      (order) => ({ name: order.consignee_name, mobile: order.consignee_mobile }),
      'order-consignee',
    ),
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
        <TwoLines
          main={shippingLabel(order.shipping_type, lang)}
          note={paymentLabel(order.payment_type, lang)}
        />
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
