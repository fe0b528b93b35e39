import type { AfterSaleRow } from '@rxdesk/contract/after-sale/after-sale';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { serviceDetailHref } from '../../../../shared/after-sale/after-sale-links.ts';
import type { Lang } from '../../../../shared/labels/enum-label.ts';
import {
  dayTimeColumn,
  goodsColumn,
  Lines,
  orderSnColumn,
  personColumn,
  TwoLines,
} from '../../../../shared/lists/list-columns.tsx';
import { serviceReasonLabel, serviceTypeLabel } from '../../lib/labels.ts';
import { AwaitingTag, CaseStatusTag, RefundStatusTag } from '../status-tags.tsx';

/** The service list's columns: case and order numbers, type and reason, status (with "awaiting the
 * shop"), goods, amounts asked / approved with the refund's state, buyer, apply time, handle. */
export function caseColumns(
  t: TFunction,
  lang: Lang,
  // Where a case opens: the after-sale detail, or the points mall's (issue 22).
  detailHref: (serviceSn: string) => string = serviceDetailHref,
): TableColumnsType<AfterSaleRow> {
  return [
    {
      key: 'service_sn',
      title: t('after-sale.columns.serviceSn'),
      width: 180,
      render: (_, row) => (
        <Link to={detailHref(row.service_sn)} data-testid="case-sn">
          {row.service_sn}
        </Link>
      ),
    },
    orderSnColumn(t('after-sale.columns.orderSn'), (row) => row.order_sn),
    {
      key: 'type',
      title: t('after-sale.columns.type'),
      width: 130,
      render: (_, row) => (
        <TwoLines
          main={serviceTypeLabel(row.service_type, lang)}
          note={serviceReasonLabel(row.reason, lang)}
        />
      ),
    },
    {
      key: 'status',
      title: t('after-sale.columns.status'),
      width: 120,
      render: (_, row) => (
        <Lines>
          <span>
            <CaseStatusTag status={row.service_status} />
          </span>
          <AwaitingTag awaiting={row.awaiting} />
        </Lines>
      ),
    },
    goodsColumn(t('after-sale.columns.goods')),
    {
      key: 'amount',
      title: t('after-sale.columns.amount'),
      width: 140,
      align: 'right',
      render: (_, row) => (
        <Lines align="end">
          <span>{t('after-sale.list.requested', { amount: formatYuan(row.requested_amount) })}</span>
          {row.approved_amount !== null && (
            <Typography.Text type="secondary">
              {t('after-sale.list.approved', { amount: formatYuan(row.approved_amount) })}
            </Typography.Text>
          )}
          {row.refund_status && <RefundStatusTag status={row.refund_status} />}
        </Lines>
      ),
    },
    personColumn('buyer', t('after-sale.columns.buyer'), (row) => ({
      name: row.buyer_name,
      mobile: row.buyer_mobile,
    })),
    dayTimeColumn('apply_time', t('after-sale.columns.applyTime'), (row) => row.apply_time),
    {
      key: 'actions',
      title: t('after-sale.columns.actions'),
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Link to={detailHref(row.service_sn)}>
          {row.awaiting === 1 ? t('after-sale.list.handle') : t('after-sale.list.view')}
        </Link>
      ),
    },
  ];
}
