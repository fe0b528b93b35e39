import type { InvoiceAction, InvoiceDetail } from '@rxdesk/contract/invoices/invoices';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type InvoiceButton = InvoiceAction | 'download';

/** The actions the server allows on this invoice now (from its rules table), and the PDF
 * download when an electronic file is there. */
export function InvoiceActionBar({
  invoice,
  downloading,
  onAction,
}: {
  invoice: InvoiceDetail;
  downloading: boolean;
  onAction: (action: InvoiceButton) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {invoice.allowed_actions.map((a) => (
        <Button
          key={a}
          type={a === 'void' ? 'default' : 'primary'}
          danger={a === 'void'}
          onClick={() => onAction(a)}
          data-testid={`invoice-action-${a}`}
        >
          {t(`invoices.actions.${a}`)}
        </Button>
      ))}
      {invoice.has_file && (
        <Button loading={downloading} onClick={() => onAction('download')} data-testid="invoice-download">
          {t('invoices.actions.download')}
        </Button>
      )}
    </Space>
  );
}
