import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Card, Skeleton, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderFlowStep } from '@rxdesk/contract/orders/orders';
import { flowSteps } from '../../lib/flow-steps.ts';
import { statusLabel } from '../../lib/labels.ts';
import { useLang } from '../../lib/use-lang.ts';

interface Props {
  flow: OrderFlowStep[] | undefined;
  order: { status: string; payment_type: string; shipping_type: string };
}

/** The status steps: the ones taken (with their time) and those still ahead. */
export function StatusSteps({ flow, order }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card title={t('orders.detail.steps')} size="small" data-testid="order-flow">
      {flow ? (
        <Steps
          size="small"
          items={flowSteps(flow, order).map((step) => ({
            title: statusLabel(step.status, lang),
            content: step.time !== undefined ? unixToDateString(step.time) : undefined,
            status: step.state,
          }))}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );
}
