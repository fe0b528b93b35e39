import type { AfterSaleRow, RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import {
  REFUND_METHOD_LABELS,
  REFUND_STATUS_LABELS,
  SERVICE_STATUS_LABELS,
  SERVICE_TYPE_LABELS,
} from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refundListHref, serviceDetailHref } from '../../../../shared/after-sale/after-sale-links.ts';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelFrom } from '../../../../shared/labels/enum-label.ts';

/** On an order's page: its after-sale cases, each linked to the case. */
export function OrderCasesTable({ rows }: { rows: AfterSaleRow[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table<AfterSaleRow>
      aria-label={t('orders.afterSale.cases')}
      data-testid="order-cases"
      rowKey="service_sn"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'sn',
          title: t('orders.afterSale.serviceSn'),
          render: (_, row) => <Link to={serviceDetailHref(row.service_sn)}>{row.service_sn}</Link>,
        },
        {
          key: 'type',
          title: t('orders.afterSale.type'),
          render: (_, row) => labelFrom(SERVICE_TYPE_LABELS, row.service_type, lang),
        },
        {
          key: 'status',
          title: t('orders.afterSale.status'),
          render: (_, row) => <Tag>{labelFrom(SERVICE_STATUS_LABELS, row.service_status, lang)}</Tag>,
        },
        {
          key: 'amount',
          title: t('orders.afterSale.amount'),
          align: 'right',
          render: (_, row) => formatYuan(row.approved_amount ?? row.requested_amount),
        },
        {
          key: 'time',
          title: t('orders.afterSale.applyTime'),
          render: (_, row) => unixToDateString(row.apply_time),
        },
      ]}
    />
  );
}

/** On an order's page: its refunds, each linked to the refund list where it can be retried. */
export function OrderRefundsTable({ rows }: { rows: RefundRow[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table<RefundRow>
      aria-label={t('orders.afterSale.refunds')}
      data-testid="order-refunds"
      rowKey="refund_sn"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'sn',
          title: t('orders.afterSale.refundSn'),
          render: (_, row) => <Link to={refundListHref(row.refund_sn)}>{row.refund_sn}</Link>,
        },
        {
          key: 'amount',
          title: t('orders.afterSale.amount'),
          align: 'right',
          render: (_, row) => formatYuan(row.amount),
        },
        {
          key: 'method',
          title: t('orders.afterSale.method'),
          render: (_, row) => labelFrom(REFUND_METHOD_LABELS, row.method, lang),
        },
        {
          key: 'status',
          title: t('orders.afterSale.status'),
          render: (_, row) => (
            <span>
              <Tag data-testid="order-refund-status">{labelFrom(REFUND_STATUS_LABELS, row.status, lang)}</Tag>
              {row.status === 'FAILED' && row.last_error && (
                <Typography.Text type="danger">{row.last_error}</Typography.Text>
              )}
            </span>
          ),
        },
      ]}
    />
  );
}
