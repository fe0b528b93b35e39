import type { AfterSaleRow } from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { serviceDetailHref } from '../../../../shared/after-sale/after-sale-links.ts';
import type { Lang } from '../../../../shared/labels/enum-label.ts';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';
import { serviceReasonLabel, serviceTypeLabel } from '../../lib/labels.ts';
import { AwaitingTag, CaseStatusTag, RefundStatusTag } from '../status-tags.tsx';

/** The service list's columns: case and order numbers, type and reason, status (with "awaiting the
 * shop"), goods, amounts asked / approved with the refund's state, buyer, apply time, handle. */
export function caseColumns(t: TFunction, lang: Lang): TableColumnsType<AfterSaleRow> {
  return [
    {
      key: 'service_sn',
      title: t('after-sale.columns.serviceSn'),
      width: 180,
      render: (_, row) => (
        <Link to={serviceDetailHref(row.service_sn)} data-testid="case-sn">
          {row.service_sn}
        </Link>
      ),
    },
    {
      key: 'order_sn',
      title: t('after-sale.columns.orderSn'),
      width: 170,
      render: (_, row) => <Link to={orderDetailHref(row.order_sn)}>{row.order_sn}</Link>,
    },
    {
      key: 'type',
      title: t('after-sale.columns.type'),
      width: 130,
      render: (_, row) => (
        <div className="rx-after-sale__two-lines">
          <span>{serviceTypeLabel(row.service_type, lang)}</span>
          <Typography.Text type="secondary">{serviceReasonLabel(row.reason, lang)}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('after-sale.columns.status'),
      width: 120,
      render: (_, row) => (
        <div className="rx-after-sale__two-lines">
          <span>
            <CaseStatusTag status={row.service_status} />
          </span>
          <AwaitingTag awaiting={row.awaiting} />
        </div>
      ),
    },
    {
      key: 'goods',
      title: t('after-sale.columns.goods'),
      width: 220,
      ellipsis: true,
      render: (_, row) => (
        <Typography.Text ellipsis={{ tooltip: row.goods_names }}>
          {row.goods_names} <Typography.Text type="secondary">×{row.goods_num}</Typography.Text>
        </Typography.Text>
      ),
    },
    {
      key: 'amount',
      title: t('after-sale.columns.amount'),
      width: 140,
      align: 'right',
      render: (_, row) => (
        <div className="rx-after-sale__two-lines" style={{ alignItems: 'flex-end' }}>
          <span>{t('after-sale.list.requested', { amount: formatYuan(row.requested_amount) })}</span>
          {row.approved_amount !== null && (
            <Typography.Text type="secondary">
              {t('after-sale.list.approved', { amount: formatYuan(row.approved_amount) })}
            </Typography.Text>
          )}
          {row.refund_status && <RefundStatusTag status={row.refund_status} />}
        </div>
      ),
    },
    {
      key: 'buyer',
      title: t('after-sale.columns.buyer'),
      width: 120,
      render: (_, row) => (
        <div className="rx-after-sale__two-lines">
          <span>{row.buyer_name}</span>
          <Typography.Text type="secondary">{maskMobile(row.buyer_mobile)}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'apply_time',
      title: t('after-sale.columns.applyTime'),
      width: 110,
      render: (_, row) => (
        <div className="rx-after-sale__two-lines">
          <span>{unixToDateString(row.apply_time, 'yyyy-MM-dd')}</span>
          <Typography.Text type="secondary">{unixToDateString(row.apply_time, 'hh:mm:ss')}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('after-sale.columns.actions'),
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Link to={serviceDetailHref(row.service_sn)}>
          {row.awaiting === 1 ? t('after-sale.list.handle') : t('after-sale.list.view')}
        </Link>
      ),
    },
  ];
}
