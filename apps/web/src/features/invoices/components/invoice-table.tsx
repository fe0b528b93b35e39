import type { InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import { Button, Typography } from 'antd';
import { Link } from 'react-router';
import { dayTimeColumn } from '../../../shared/lists/list-columns.tsx';
import { defineListTable } from '../../../shared/lists/list-table.tsx';
import { invoiceDetailHref } from '../../../shared/invoices/get-order-invoices.ts';
import { orderDetailHref } from '../../../shared/orders/order-links.ts';
import { InvoiceStatusTags } from './invoice-tags.tsx';

const yuan = (n: number) => n.toFixed(2);

/** 发票管理: the request, its amounts as refunds leave them, the state (需红冲) and a link to the
 * detail, where the actions are. */
export const InvoiceTable = defineListTable<InvoiceRow, 'view'>({
  label: 'invoices.list.table',
  rowKey: 'id',
  width: 1380,
  columns: (t, _lang, onAction) => [
    {
      key: 'invoice_sn',
      title: t('invoices.columns.invoiceSn'),
      width: 210,
      render: (_, r) => <Link to={invoiceDetailHref(r.invoice_sn)}>{r.invoice_sn}</Link>,
    },
    {
      key: 'order_sn',
      title: t('invoices.columns.orderSn'),
      width: 180,
      render: (_, r) => <Link to={orderDetailHref(r.order_sn)}>{r.order_sn}</Link>,
    },
    {
      key: 'kind',
      title: t('invoices.columns.kind'),
      width: 130,
      render: (_, r) => t(`invoices.kind.${r.kind}`),
    },
    {
      key: 'title',
      title: t('invoices.columns.title'),
      width: 220,
      render: (_, r) => (
        <span>
          {r.title}
          <br />
          <Typography.Text type="secondary">{t(`invoices.titleType.${r.title_type}`)}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('invoices.columns.amount'),
      width: 100,
      align: 'right',
      render: (_, r) => yuan(r.amount),
    },
    {
      key: 'refunded',
      title: t('invoices.columns.refunded'),
      width: 90,
      align: 'right',
      render: (_, r) =>
        r.refunded > 0 ? <Typography.Text type="danger">{yuan(r.refunded)}</Typography.Text> : '0.00',
    },
    {
      key: 'current',
      title: t('invoices.columns.current'),
      width: 100,
      align: 'right',
      render: (_, r) => yuan(r.current_amount),
    },
    {
      key: 'status',
      title: t('invoices.columns.status'),
      width: 150,
      render: (_, r) => <InvoiceStatusTags row={r} />,
    },
    dayTimeColumn<InvoiceRow>('created', t('invoices.columns.created'), (r) => r.create_time),
    {
      key: 'actions',
      title: t('invoices.columns.actions'),
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onAction(r, 'view')}>
          {t('invoices.view')}
        </Button>
      ),
    },
  ],
});
