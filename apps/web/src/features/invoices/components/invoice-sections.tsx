import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { InvoiceDetail } from '@rxdesk/contract/invoices/invoices';
import { Alert, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderDetailHref } from '../../../shared/orders/order-links.ts';

const when = (t: number | null) => (t === null ? '—' : unixToDateString(t));
const text = (s: string) => s || '—';

/** The buyer's request as it came with the order (the special VAT fields only for that kind). */
export function RequestSection({ invoice: v }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const special = v.kind === 'VAT_SPECIAL';
  return (
    <Card size="small" title={t('invoices.detail.request')} data-testid="invoice-request">
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t('invoices.detail.orderSn')}>
          <Link to={orderDetailHref(v.order_sn)}>{v.order_sn}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('invoices.columns.kind')}>
          {t(`invoices.kind.${v.kind}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('invoices.detail.titleType')}>
          {t(`invoices.titleType.${v.title_type}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('invoices.detail.title')}>{v.title}</Descriptions.Item>
        <Descriptions.Item label={t('invoices.detail.taxNo')}>{text(v.tax_no)}</Descriptions.Item>
        <Descriptions.Item label={t('invoices.detail.content')}>
          {t(`invoices.content.${v.content}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('invoices.detail.email')}>{text(v.email)}</Descriptions.Item>
        {special && (
          <>
            <Descriptions.Item label={t('invoices.detail.regAddress')}>{v.reg_address}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.detail.regPhone')}>{v.reg_phone}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.detail.bank')}>{v.bank_name}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.detail.bankAccount')}>{v.bank_account}</Descriptions.Item>
          </>
        )}
      </Descriptions>
    </Card>
  );
}

/** The amount at request, the order's paid refunds now, and what is left (red note when due). */
export function AmountsSection({ invoice: v }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('invoices.detail.amounts')} data-testid="invoice-amounts">
      {v.needs_red_note && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('invoices.detail.redNoteHint', {
            refunded: v.refunded.toFixed(2),
            current: v.current_amount.toFixed(2),
          })}
        />
      )}
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('invoices.detail.amount')}>¥{v.amount.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t('invoices.detail.refunded')}>¥{v.refunded.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t('invoices.detail.current')}>
          <Typography.Text strong>¥{v.current_amount.toFixed(2)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** How it was issued, voided or red-noted (nothing to show while it is pending). */
export function IssueSection({ invoice: v }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  if (v.status === 'PENDING') return null;
  return (
    <Card size="small" title={t('invoices.detail.issue')} data-testid="invoice-issue">
      <Descriptions size="small" column={2}>
        {v.issue_mode && (
          <>
            <Descriptions.Item label={t('invoices.detail.mode')}>
              {t(`invoices.mode.${v.issue_mode}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('invoices.detail.invoiceNo')}>
              <span data-testid="invoice-no">{v.invoice_no}</span>
            </Descriptions.Item>
            {v.issue_mode === 'PAPER' && (
              <Descriptions.Item label={t('invoices.detail.express')}>
                {v.express_code} {v.tracking_no}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('invoices.detail.issuedAt')}>{when(v.issued_at)}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.detail.issuedBy')}>{text(v.issued_by)}</Descriptions.Item>
          </>
        )}
        {v.status === 'VOIDED' && (
          <>
            <Descriptions.Item label={t('invoices.detail.voidedAt')}>{when(v.voided_at)}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.detail.voidReason')}>{v.void_reason}</Descriptions.Item>
          </>
        )}
        {v.red_note_no && (
          <>
            <Descriptions.Item label={t('invoices.detail.redNoteNo')}>{v.red_note_no}</Descriptions.Item>
            <Descriptions.Item label={t('invoices.detail.redNoteAt')}>
              {when(v.red_note_at)}
            </Descriptions.Item>
          </>
        )}
      </Descriptions>
    </Card>
  );
}
