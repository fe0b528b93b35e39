import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { SorderDetail } from '@rxdesk/contract/orders/drop-ship';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

const time = (seconds: number | null) => (seconds ? unixToDateString(seconds) : '—');

/** The right column: the supplier, the supplier's shipment, where it goes, and why it ended. */
export function SorderSide({ so }: { so: SorderDetail }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`orders.sorders.fields.${key}`);
  return (
    <>
      <Card title={t('orders.sorders.detail.supplier')} size="small" data-testid="sorder-supplier">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: f('supplierName'), children: so.supplier.name },
            { key: 'contact', label: f('contact'), children: so.supplier.contact_name || '—' },
            { key: 'mobile', label: f('mobile'), children: so.supplier.mobile || '—' },
            { key: 'address', label: f('address'), children: so.supplier.address || '—' },
          ]}
        />
      </Card>
      <Card title={t('orders.sorders.detail.logistics')} size="small" data-testid="sorder-logistics">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'express', label: t('orders.fields.express'), children: so.express_name || '—' },
            {
              key: 'waybill',
              label: t('orders.fields.waybill'),
              children: <span data-testid="sorder-detail-waybill">{so.waybill_no || '—'}</span>,
            },
            { key: 'accepted', label: f('acceptedAt'), children: time(so.accepted_at) },
            { key: 'shipped', label: t('orders.fields.shippedAt'), children: time(so.shipped_at) },
            { key: 'received', label: t('orders.fields.receivedAt'), children: time(so.received_at) },
            {
              key: 'reminded',
              label: f('reminded'),
              children: so.remind_count > 0 ? `${so.remind_count} · ${time(so.reminded_at)}` : '—',
            },
          ]}
        />
      </Card>
      <Card title={t('orders.sorders.detail.consignee')} size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: f('consignee'), children: so.order.consignee_name },
            { key: 'mobile', label: f('mobile'), children: so.order.consignee_mobile },
            {
              key: 'address',
              label: f('address'),
              children: `${so.order.region_names} ${so.order.address}`.trim(),
            },
          ]}
        />
      </Card>
      {(so.cancel_reason || so.reject_reason) && (
        <Card title={t('orders.sorders.detail.ended')} size="small">
          <Descriptions
            column={1}
            size="small"
            items={[
              ...(so.reject_reason
                ? [
                    {
                      key: 'reject',
                      label: f('rejectReason'),
                      children: `${so.reject_reason} · ${time(so.rejected_at)}`,
                    },
                  ]
                : []),
              ...(so.cancel_reason
                ? [
                    {
                      key: 'cancel',
                      label: f('cancelReason'),
                      children: `${so.cancel_reason} · ${time(so.cancelled_at)}`,
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
    </>
  );
}
