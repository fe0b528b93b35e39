import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { Button, Card, Descriptions, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Buyer and consignee. The mobile is masked like everywhere else (§5); staff who must call the
 * buyer reveal it on purpose, one order at a time. */
export function BuyerSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const place: DescriptionsProps['items'] =
    order.shipping_type === 'SELF_PICK'
      ? [{ key: 'pick', label: t('orders.fields.pickcode'), children: t('orders.fields.selfPick') }]
      : [
          {
            key: 'region',
            label: t('orders.fields.region'),
            children: <span data-testid="detail-region">{order.region_names || '—'}</span>,
          },
          {
            key: 'address',
            label: t('orders.fields.address'),
            children: <span data-testid="detail-address">{order.address || '—'}</span>,
          },
        ];
  const items: DescriptionsProps['items'] = [
    {
      key: 'member',
      label: t('orders.fields.member'),
      children: order.member_id ? `#${order.member_id}` : t('orders.fields.guest'),
    },
    {
      key: 'consignee',
      label: t('orders.fields.consignee'),
      children: <span data-testid="detail-consignee">{order.consignee_name}</span>,
    },
    {
      key: 'mobile',
      label: t('orders.fields.mobile'),
      children: (
        <span>
          <span data-testid="detail-mobile">
            {revealed ? order.consignee_mobile : maskMobile(order.consignee_mobile)}
          </span>
          <Button
            type="text"
            size="small"
            aria-pressed={revealed}
            aria-label={t('orders.fields.mobile')}
            icon={revealed ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
            onClick={() => setRevealed(!revealed)}
          />
        </span>
      ),
    },
    ...place,
    { key: 'remark', label: t('orders.fields.remark'), children: order.remark || '—' },
  ];
  return (
    <Card title={t('orders.detail.buyer')} size="small">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
