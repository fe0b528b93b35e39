import type { Bill } from '@rxdesk/contract/settlement/settlement';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { periodText, timeText, yuan } from '../lib/format.ts';
import { billDetailHref } from '../lib/settlement-links.ts';
import { BillStateTag } from './bill-state-tag.tsx';

/** The bill list's columns: number (to the detail), period, orders, net receivable, state, times. */
export function billColumns(t: TFunction): TableColumnsType<Bill> {
  return [
    {
      key: 'sn',
      title: t('settlement.columns.sn'),
      width: 200,
      render: (_, b) => (
        <Link to={billDetailHref(b.sn)} data-testid="bill-link">
          {b.sn}
        </Link>
      ),
    },
    {
      key: 'period',
      title: t('settlement.columns.period'),
      width: 210,
      render: (_, b) => periodText(b.period_start, b.period_end),
    },
    {
      key: 'orders',
      title: t('settlement.columns.orders'),
      dataIndex: 'order_count',
      width: 90,
      align: 'right',
    },
    {
      key: 'net',
      title: t('settlement.columns.net'),
      width: 140,
      align: 'right',
      render: (_, b) => yuan(b.net_receivable),
    },
    {
      key: 'state',
      title: t('settlement.columns.state'),
      width: 100,
      render: (_, b) => <BillStateTag state={b.state} />,
    },
    {
      key: 'created',
      title: t('settlement.columns.createTime'),
      width: 170,
      render: (_, b) => timeText(b.create_time),
    },
    {
      key: 'paid',
      title: t('settlement.columns.paidTime'),
      width: 170,
      render: (_, b) => timeText(b.paid_time),
    },
    {
      key: 'actions',
      title: t('settlement.columns.actions'),
      width: 80,
      fixed: 'right',
      render: (_, b) => <Link to={billDetailHref(b.sn)}>{t('settlement.view')}</Link>,
    },
  ];
}
