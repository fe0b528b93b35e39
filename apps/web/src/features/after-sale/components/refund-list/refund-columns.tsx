import type { RefundAction, RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import { REFUND_MAX_ATTEMPTS } from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { pointServiceDetailHref, serviceDetailHref } from '../../../../shared/after-sale/after-sale-links.ts';
import type { Lang } from '../../../../shared/labels/enum-label.ts';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';
import { Lines } from '../../../../shared/lists/list-columns.tsx';
import { refundMethodLabel, refundSourceLabel } from '../../lib/labels.ts';
import { RefundStatusTag } from '../status-tags.tsx';

/** The refund list's columns: number and source (case or cancelled order), amount, way, state
 * with the provider's answer and the automatic retries, times, and the allowed actions. */
export function refundColumns(
  t: TFunction,
  lang: Lang,
  onAction: (refund: RefundRow, action: RefundAction) => void,
  // The points mall's refunds (issue 22): the points given back, and cases open in its detail.
  points = false,
): TableColumnsType<RefundRow> {
  const detailHref = points ? pointServiceDetailHref : serviceDetailHref;
  const pointsColumn: TableColumnsType<RefundRow> = points
    ? [
        {
          key: 'points',
          title: t('after-sale.refunds.pointsReturned'),
          width: 110,
          align: 'right',
          render: (_, row) => <span data-testid="refund-points">{row.points_returned}</span>,
        },
      ]
    : [];
  return [
    {
      key: 'refund_sn',
      title: t('after-sale.refunds.refundSn'),
      width: 190,
      render: (_, row) => <span data-testid="refund-sn">{row.refund_sn}</span>,
    },
    {
      key: 'source',
      title: t('after-sale.refunds.source'),
      width: 190,
      render: (_, row) => (
        <Lines>
          <span>{refundSourceLabel(row.source, lang)}</span>
          <Link to={orderDetailHref(row.order_sn)}>{row.order_sn}</Link>
          {row.service_sn && <Link to={detailHref(row.service_sn)}>{row.service_sn}</Link>}
        </Lines>
      ),
    },
    {
      key: 'amount',
      title: t('after-sale.refunds.amount'),
      width: 110,
      align: 'right',
      render: (_, row) => <span data-testid="refund-amount">{formatYuan(row.amount)}</span>,
    },
    ...pointsColumn,
    {
      key: 'method',
      title: t('after-sale.refunds.method'),
      width: 110,
      render: (_, row) => refundMethodLabel(row.method, lang),
    },
    {
      key: 'status',
      title: t('after-sale.refunds.status'),
      width: 230,
      render: (_, row) => (
        <Lines>
          <span>
            <RefundStatusTag status={row.status} />
          </span>
          {row.last_error && row.status !== 'SUCCESS' && (
            <Typography.Text type="danger" data-testid="refund-error">
              {row.last_error}
            </Typography.Text>
          )}
          {row.method === 'ORIGINAL' && row.attempts > 0 && (
            <Typography.Text type="secondary">
              {t('after-sale.refunds.attempts', { n: row.attempts, max: REFUND_MAX_ATTEMPTS })}
            </Typography.Text>
          )}
          {row.next_retry_time !== null && (
            <Typography.Text type="secondary">
              {t('after-sale.refunds.nextRetry', { time: unixToDateString(row.next_retry_time) })}
            </Typography.Text>
          )}
          {row.note && <Typography.Text type="secondary">{row.note}</Typography.Text>}
        </Lines>
      ),
    },
    {
      key: 'time',
      title: t('after-sale.refunds.time'),
      width: 170,
      render: (_, row) => (
        <Lines>
          <span>{unixToDateString(row.create_time)}</span>
          {row.refunded_time !== null && (
            <Typography.Text type="secondary">
              {t('after-sale.refunds.refundedAt', { time: unixToDateString(row.refunded_time) })}
            </Typography.Text>
          )}
        </Lines>
      ),
    },
    {
      key: 'actions',
      title: t('after-sale.columns.actions'),
      width: 150,
      fixed: 'right',
      render: (_, row) =>
        row.allowed_actions.length > 0 ? (
          <Space size={4} wrap>
            {row.allowed_actions.map((action) => (
              <Button
                key={action}
                size="small"
                type={action === 'retry' ? 'primary' : 'default'}
                onClick={() => onAction(row, action)}
              >
                {t(`after-sale.refunds.${action}`)}
              </Button>
            ))}
          </Space>
        ) : null,
    },
  ];
}
