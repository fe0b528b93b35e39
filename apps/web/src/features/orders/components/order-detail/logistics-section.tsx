import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Card, Descriptions, Switch, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { shippingLabel } from '../../lib/labels.ts';
import { useLang } from '../../lib/use-lang.ts';

interface Props {
  order: OrderDetail;
  /** The server allows updateIsMeituan now (same-city orders before shipping). */
  meituanEditable: boolean;
  meituanSaving: boolean;
  onMeituanChange: (on: boolean) => void;
}

const time = (seconds: number | null) => (seconds ? unixToDateString(seconds) : '—');

/** Express (company, waybill) or same-city rider (partner, rider, delivery status). */
export function LogisticsSection({ order, meituanEditable, meituanSaving, onMeituanChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const partner = order.delivery_partner
    ? t(`orders.partners.${order.delivery_partner}`, { defaultValue: order.delivery_partner })
    : '—';
  const byType: Record<string, DescriptionsProps['items']> = {
    EXPRESS: [
      {
        key: 'express',
        label: t('orders.fields.express'),
        children: <span data-testid="detail-express">{order.express_name || '—'}</span>,
      },
      {
        key: 'waybill',
        label: t('orders.fields.waybill'),
        children: <span data-testid="detail-waybill">{order.waybill_no || '—'}</span>,
      },
      { key: 'shipped', label: t('orders.fields.shippedAt'), children: time(order.shipped_at) },
      { key: 'received', label: t('orders.fields.receivedAt'), children: time(order.received_at) },
    ],
    SAME_CITY: [
      {
        key: 'meituan',
        label: t('orders.fields.isMeituan'),
        children: (
          <Switch
            size="small"
            checked={order.is_meituan === 1}
            disabled={!meituanEditable}
            loading={meituanSaving}
            onChange={onMeituanChange}
            aria-label={t('orders.fields.isMeituan')}
          />
        ),
      },
      { key: 'partner', label: t('orders.fields.partner'), children: partner },
      {
        key: 'status',
        label: t('orders.fields.deliveryStatus'),
        children: t(`orders.delivery.${order.delivery_status}`, { defaultValue: order.delivery_status }),
      },
      { key: 'rider', label: t('orders.fields.rider'), children: order.rider_name || '—' },
      { key: 'riderPhone', label: t('orders.fields.riderPhone'), children: order.rider_phone || '—' },
      { key: 'fee', label: t('orders.fields.deliveryFee'), children: formatYuan(order.delivery_fee) },
      { key: 'shipped', label: t('orders.fields.shippedAt'), children: time(order.shipped_at) },
    ],
    SELF_PICK: [{ key: 'received', label: t('orders.fields.receivedAt'), children: time(order.received_at) }],
  };
  const items: DescriptionsProps['items'] = [
    {
      key: 'type',
      label: t('orders.fields.shippingType'),
      children: shippingLabel(order.shipping_type, lang),
    },
    ...(byType[order.shipping_type] ?? []),
  ];
  return (
    <Card title={t('orders.detail.logistics')} size="small" data-testid="order-logistics">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
