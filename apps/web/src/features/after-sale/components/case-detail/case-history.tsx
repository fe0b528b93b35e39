import type { AfterSaleHistoryEntry } from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { serviceActionLabel, serviceStatusLabel } from '../../lib/labels.ts';

/** Everything that happened to the case, oldest first: who did what, and the state it led to. */
export function CaseHistory({ history }: { history: AfterSaleHistoryEntry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card title={t('after-sale.detail.history')} size="small" data-testid="case-history">
      {history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('after-sale.detail.noHistory')} />
      ) : (
        <Timeline
          items={history.map((entry, index) => ({
            key: index,
            content: (
              <div className="rx-after-sale__two-lines">
                <span>
                  <strong>{serviceActionLabel(entry.action, lang)}</strong> →{' '}
                  {serviceStatusLabel(entry.to_status, lang)}
                </span>
                {entry.message && <span className="rx-after-sale__pre">{entry.message}</span>}
                <Typography.Text type="secondary">
                  {entry.op_name} · {unixToDateString(entry.create_time)}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
