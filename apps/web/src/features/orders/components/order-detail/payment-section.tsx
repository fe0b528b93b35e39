import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { Card, Descriptions, Tag, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentLabel, sourceLabel } from '../../lib/labels.ts';
import { useLang } from '../../lib/use-lang.ts';

const time = (seconds: number | null) => (seconds ? unixToDateString(seconds) : '—');

/** Source, payment and the order's milestones; entry into the store's account system. */
export function PaymentSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const items: DescriptionsProps['items'] = [
    { key: 'source', label: t('orders.fields.source'), children: sourceLabel(order.order_source, lang) },
    {
      key: 'payment',
      label: t('orders.fields.paymentType'),
      children: paymentLabel(order.payment_type, lang),
    },
    {
      key: 'paid',
      label: t('orders.fields.paid'),
      children: (
        <Tag color={order.paid ? 'green' : 'orange'}>
          {order.paid ? t('orders.fields.isPaid') : t('orders.fields.unpaid')}
        </Tag>
      ),
    },
    { key: 'created', label: t('orders.fields.createdAt'), children: time(order.create_time) },
    { key: 'paidAt', label: t('orders.fields.paidAt'), children: time(order.paid_at) },
    ...(order.completed_at
      ? [{ key: 'completed', label: t('orders.fields.completedAt'), children: time(order.completed_at) }]
      : []),
    ...(order.cancelled_at
      ? [
          { key: 'cancelled', label: t('orders.fields.cancelledAt'), children: time(order.cancelled_at) },
          { key: 'reason', label: t('orders.fields.cancelReason'), children: order.cancel_reason || '—' },
        ]
      : []),
    {
      key: 'entry',
      label: t('orders.fields.entry'),
      children: t(`orders.entry.${order.entry_status}`, { defaultValue: String(order.entry_status) }),
    },
    ...(order.entry_error
      ? [{ key: 'entryError', label: t('orders.fields.entryError'), children: order.entry_error }]
      : []),
  ];
  return (
    <Card title={t('orders.detail.payment')} size="small">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
