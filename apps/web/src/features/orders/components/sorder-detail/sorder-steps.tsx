import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { SorderDetail } from '@rxdesk/contract/orders/drop-ship';
import { Card, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { sorderStatusLabel } from '../../lib/sorder-labels.ts';
import { sorderSteps } from '../../lib/sorder-steps.ts';
import { useLang } from '../../lib/use-lang.ts';

/** Created → accepted → shipped → received, each with its time; a cancel or rejection ends it. */
export function SorderSteps({ so }: { so: SorderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card title={t('orders.sorders.detail.steps')} size="small" data-testid="sorder-steps">
      <Steps
        size="small"
        items={sorderSteps(so).map((step) => ({
          title: sorderStatusLabel(step.status, lang),
          content: step.time !== undefined ? unixToDateString(step.time) : undefined,
          status: step.state,
        }))}
      />
    </Card>
  );
}
