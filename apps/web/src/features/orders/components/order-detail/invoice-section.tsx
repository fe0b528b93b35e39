import type { InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import { Descriptions, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceDetailHref } from '../../../../shared/invoices/get-order-invoices.ts';

/** The order's invoice request (issue 23): kind, title, taxpayer number and state, linked to the
 * invoice detail where it is issued. Nothing asked: a quiet "none". */
export function InvoiceSection({ rows }: { rows: InvoiceRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.invoice.none')} />;
  return rows.map((v) => (
    <Descriptions
      key={v.id}
      column={1}
      size="small"
      items={[
        { key: 'kind', label: t('orders.invoice.kind'), children: t(`orders.invoice.kinds.${v.kind}`) },
        {
          key: 'title',
          label: t('orders.invoice.title'),
          children: `${v.title}（${t(`orders.invoice.titleTypes.${v.title_type}`)}）`,
        },
        ...(v.tax_no ? [{ key: 'tax', label: t('orders.invoice.taxNo'), children: v.tax_no }] : []),
        {
          key: 'status',
          label: t('orders.invoice.status'),
          children: (
            <>
              <Tag>{t(`orders.invoice.statuses.${v.status}`)}</Tag>
              {v.needs_red_note && <Tag color="error">{t('orders.invoice.needsRedNote')}</Tag>}
              <Link to={invoiceDetailHref(v.invoice_sn)}>{v.invoice_sn}</Link>
            </>
          ),
        },
      ]}
    />
  ));
}
