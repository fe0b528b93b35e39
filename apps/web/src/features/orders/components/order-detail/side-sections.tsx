import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { OrderDetail, OrderPrescription } from '@rxdesk/contract/orders/orders';
import { Card, Descriptions, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintReceiptButton } from '../../../../shared/printing/components/print-receipt-button.tsx';

/** A titled card around a side panel. */
export function SideCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      {children}
    </Card>
  );
}

const RX_COLORS: Record<string, string> = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' };

/** The prescription hold: review status and the internet hospital's prescription number. */
export function PrescriptionInfo({ rx }: { rx: OrderPrescription }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        {
          key: 'status',
          label: t('orders.fields.rxStatus'),
          children: (
            <Tag color={RX_COLORS[rx.rx_status] ?? 'default'}>
              {t(`orders.rx.${rx.rx_status}`, { defaultValue: rx.rx_status })}
            </Tag>
          ),
        },
        ...(rx.is_prescription
          ? [{ key: 'ref', label: t('orders.fields.rxReference'), children: rx.rx_reference || '—' }]
          : []),
      ]}
    />
  );
}

/** Receipt printing: printer, time, and whether it printed (§3: '0' = not printed). */
export function PrintInfo({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const printed = order.pos_print_status !== '0';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'status',
            label: t('orders.fields.printStatus'),
            children: (
              <Tag color={printed ? 'green' : 'default'}>
                {printed ? t('orders.list.printed') : t('orders.list.notPrinted')}
              </Tag>
            ),
          },
          { key: 'name', label: t('orders.fields.printName'), children: order.print_name || '—' },
          {
            key: 'at',
            label: t('orders.fields.printedAt'),
            children: order.printed_at ? unixToDateString(order.printed_at) : '—',
          },
        ]}
      />
      {/* Manual (re)print: CLodop when present, else the browser's print of the same receipt. */}
      <PrintReceiptButton sn={order.sn} size="small" />
    </Space>
  );
}
