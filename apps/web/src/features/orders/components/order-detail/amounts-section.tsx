import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Goods, shipping, discount, price adjustment, order total and what was paid. */
export function AmountsSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  // Discounts and adjustments lower the total: shown as negative amounts.
  const minus = (yuan: number) => (yuan > 0 ? `-${formatYuan(yuan)}` : formatYuan(0));
  return (
    <Card title={t('orders.detail.amounts')} size="small">
      <Descriptions
        column={1}
        size="small"
        className="rx-order-detail__amounts"
        items={[
          { key: 'goods', label: t('orders.amounts.goods'), children: formatYuan(order.goods_price) },
          {
            key: 'shipping',
            label: t('orders.amounts.shipping'),
            children: (
              <span data-testid="order-shipping">
                {formatYuan(order.shipping_price)}
                {/* The freight template(s) that priced it (issue 23). */}
                {order.shipping_template && (
                  <Typography.Text type="secondary" data-testid="order-shipping-template">
                    {' '}
                    （{t('orders.amounts.shippingTemplate', { name: order.shipping_template })}）
                  </Typography.Text>
                )}
              </span>
            ),
          },
          { key: 'discount', label: t('orders.amounts.discount'), children: minus(order.discount_price) },
          { key: 'adjust', label: t('orders.amounts.adjust'), children: minus(order.adjust_price) },
          {
            key: 'total',
            label: t('orders.amounts.total'),
            children: <strong data-testid="order-total">{formatYuan(order.order_price)}</strong>,
          },
          { key: 'paid', label: t('orders.amounts.paid'), children: formatYuan(order.paid_amount) },
          // A points-mall exchange (issue 22): the points paid for what the cash did not.
          ...(order.order_type === 'POINTS'
            ? [
                {
                  key: 'points',
                  label: t('orders.amounts.points'),
                  children: (
                    <strong data-testid="order-points-spent">
                      {t('orders.amounts.pointsValue', { points: order.points_spent })}
                    </strong>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
