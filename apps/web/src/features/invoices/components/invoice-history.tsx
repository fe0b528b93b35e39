import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { InvoiceHistoryRow } from '@rxdesk/contract/invoices/invoices';
import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The invoice's history, oldest first: every request, issue, void and red note with who did it. */
export function InvoiceHistory({ rows }: { rows: InvoiceHistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('invoices.detail.history')} data-testid="invoice-history">
      <Timeline
        items={rows.map((h, i) => ({
          key: i,
          content: (
            <div>
              <Typography.Text strong>{t(`invoices.event.${h.event}`)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {unixToDateString(h.at)} · {h.operator}
              </Typography.Text>
              {h.note && <div>{h.note}</div>}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
