import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderLogEntry } from '@rxdesk/contract/orders/orders';

/** The order log, newest first: who did what, when. */
export function LogTimeline({ entries }: { entries: OrderLogEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.detail.noLog')} />;
  return (
    <Timeline
      data-testid="order-log"
      items={entries.map((entry, index) => ({
        key: `${entry.create_time}-${index}`,
        color: index === 0 ? 'blue' : 'gray',
        title: unixToDateString(entry.create_time),
        content: (
          <div className="rx-orders__two-lines">
            <span>{entry.message}</span>
            <Typography.Text type="secondary">{entry.op_name}</Typography.Text>
          </div>
        ),
      }))}
    />
  );
}

/** The log in its card. */
export function LogSection({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orders.detail.log')} size="small">
      {children}
    </Card>
  );
}
