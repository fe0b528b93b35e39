import type { AfterSaleDetail } from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { ORDER_STATUS_LABELS } from '@rxdesk/contract/orders/order-status';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelFrom } from '../../../../shared/labels/enum-label.ts';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';

/** The order the case is on: its status now (and the one it returns to when the case ends), what
 * was paid and what has been refunded on it. */
export function CaseOrder({ order }: { order: AfterSaleDetail['order'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = (value: string) => labelFrom(ORDER_STATUS_LABELS, value, lang);
  return (
    <Card title={t('after-sale.detail.order')} size="small" data-testid="case-order">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'sn',
            label: t('after-sale.order.sn'),
            children: <Link to={orderDetailHref(order.sn)}>{order.sn}</Link>,
          },
          {
            key: 'status',
            label: t('after-sale.order.status'),
            children: <span data-testid="case-order-status">{status(order.status)}</span>,
          },
          ...(order.status_before
            ? [
                {
                  key: 'before',
                  label: t('after-sale.order.statusBefore'),
                  children: status(order.status_before),
                },
              ]
            : []),
          { key: 'price', label: t('after-sale.order.price'), children: formatYuan(order.order_price) },
          { key: 'paid', label: t('after-sale.order.paid'), children: formatYuan(order.paid_amount) },
          {
            key: 'refunded',
            label: t('after-sale.order.refunded'),
            children: formatYuan(order.refunded_amount),
          },
          {
            key: 'time',
            label: t('after-sale.order.createTime'),
            children: unixToDateString(order.create_time),
          },
        ]}
      />
    </Card>
  );
}
