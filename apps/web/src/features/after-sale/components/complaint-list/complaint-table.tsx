import type { ComplaintRow } from '@rxdesk/contract/after-sale/complaints';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { complaintDetailHref } from '../../../../shared/after-sale/after-sale-links.ts';
import { Lines, orderSnColumn, personColumn } from '../../../../shared/lists/list-columns.tsx';
import { ComplaintStatusTag, OverdueTag } from '../status-tags.tsx';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';

function complaintColumns(t: TFunction): TableColumnsType<ComplaintRow> {
  return [
    {
      key: 'subject',
      title: t('after-sale.complaints.subject'),
      width: 240,
      ellipsis: true,
      render: (_, row) => (
        <Link to={complaintDetailHref(row.id)} data-testid="complaint-subject">
          {row.subject}
        </Link>
      ),
    },
    orderSnColumn(t('after-sale.columns.orderSn'), (row) => row.order_sn),
    {
      key: 'status',
      title: t('after-sale.complaints.status'),
      width: 130,
      render: (_, row) => (
        <Lines>
          <span>
            <ComplaintStatusTag status={row.status} />
          </span>
          <OverdueTag overdue={row.overdue} />
        </Lines>
      ),
    },
    personColumn('buyer', t('after-sale.columns.buyer'), (row) => ({
      name: row.buyer_name,
      mobile: row.buyer_mobile,
    })),
    {
      key: 'deadline',
      title: t('after-sale.complaints.deadline'),
      width: 170,
      render: (_, row) =>
        row.status === 'NEW' ? (
          <Typography.Text type={row.overdue === 1 ? 'danger' : undefined}>
            {t('after-sale.complaints.replyBy', { time: unixToDateString(row.reply_deadline) })}
          </Typography.Text>
        ) : row.last_reply_time !== null ? (
          <Typography.Text type="secondary">
            {t('after-sale.complaints.repliedAt', { time: unixToDateString(row.last_reply_time) })}
          </Typography.Text>
        ) : null,
    },
    {
      key: 'time',
      title: t('after-sale.complaints.createTime'),
      width: 160,
      render: (_, row) => unixToDateString(row.create_time),
    },
    {
      key: 'actions',
      title: t('after-sale.columns.actions'),
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Link to={complaintDetailHref(row.id)}>
          {row.status === 'NEW' ? t('after-sale.complaints.reply') : t('after-sale.list.view')}
        </Link>
      ),
    },
  ];
}

/** The complaints; paging is drawn by the surrounding table layout. */
export const ComplaintTable = defineListTable<ComplaintRow>({
  label: 'after-sale.complaints.table',
  rowKey: 'id',
  width: 1080,
  columns: (t) => complaintColumns(t),
});
