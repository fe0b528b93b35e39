import type { RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refundListHref } from '../../../../shared/after-sale/after-sale-links.ts';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { refundMethodLabel } from '../../lib/labels.ts';
import { RefundStatusTag } from '../status-tags.tsx';

/** The case's refund record once the shop refunded: state, way, amount, the provider's answer.
 * A failed one is retried or paid offline from the refund list. */
export function CaseRefund({ refund }: { refund: RefundRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Card
      title={t('after-sale.detail.refund')}
      size="small"
      data-testid="case-refund"
      extra={<Link to={refundListHref(refund.refund_sn)}>{t('after-sale.detail.openRefund')}</Link>}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'sn',
            label: t('after-sale.refunds.refundSn'),
            children: <span data-testid="case-refund-sn">{refund.refund_sn}</span>,
          },
          {
            key: 'status',
            label: t('after-sale.refunds.status'),
            children: <RefundStatusTag status={refund.status} />,
          },
          { key: 'amount', label: t('after-sale.refunds.amount'), children: formatYuan(refund.amount) },
          {
            key: 'method',
            label: t('after-sale.refunds.method'),
            children: refundMethodLabel(refund.method, lang),
          },
          ...(refund.provider_refund_id
            ? [
                {
                  key: 'provider',
                  label: t('after-sale.refunds.providerId'),
                  children: refund.provider_refund_id,
                },
              ]
            : []),
          ...(refund.note
            ? [{ key: 'note', label: t('after-sale.refunds.note'), children: refund.note }]
            : []),
          ...(refund.last_error
            ? [
                {
                  key: 'error',
                  label: t('after-sale.refunds.lastError'),
                  children: <Typography.Text type="danger">{refund.last_error}</Typography.Text>,
                },
              ]
            : []),
          ...(refund.refunded_time !== null
            ? [
                {
                  key: 'time',
                  label: t('after-sale.refunds.refundedTime'),
                  children: unixToDateString(refund.refunded_time),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
