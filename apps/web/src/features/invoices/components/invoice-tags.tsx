import type { InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { PENDING: 'processing', ISSUED: 'success', VOIDED: 'default' } as const;

/** The invoice's status, and 需红冲 when an issued invoice's order has been refunded. */
export function InvoiceStatusTags({
  row,
}: {
  row: Pick<InvoiceRow, 'status' | 'needs_red_note' | 'red_note_no'>;
}) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag color={COLORS[row.status]} data-testid="invoice-status">
        {t(`invoices.status.${row.status}`)}
      </Tag>
      {row.needs_red_note && (
        <Tag color="error" data-testid="invoice-needs-red-note">
          {t('invoices.needsRedNote')}
        </Tag>
      )}
      {row.red_note_no !== '' && <Tag color="warning">{t('invoices.redNoted')}</Tag>}
    </Space>
  );
}
