import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { MemberAction, MemberRow } from '@rxdesk/contract/members/members';
import { Avatar, Button, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { dayTimeColumn } from '../../../shared/lists/list-columns.tsx';
import { defineListTable } from '../../../shared/lists/list-table.tsx';
import { memberDetailHref } from '../lib/member-links.ts';

const time = (t: number | null) => (t === null ? '—' : unixToDateString(t, 'yyyy-MM-dd hh:mm'));

/** The member's avatar, name and user name (a link to the detail). */
function memberCell(m: MemberRow) {
  return (
    <Space>
      <Avatar size="small" src={m.face || undefined}>
        {(m.real_name || m.uname).slice(0, 1)}
      </Avatar>
      <span>
        <Link to={memberDetailHref(m.member_id)}>{m.real_name || m.uname}</Link>
        <br />
        <Typography.Text type="secondary">{m.uname}</Typography.Text>
      </span>
    </Space>
  );
}

export function statusTag(t: TFunction, m: Pick<MemberRow, 'status'>) {
  const color = m.status === 'ACTIVE' ? 'success' : m.status === 'DISABLED' ? 'warning' : 'default';
  return <Tag color={color}>{t(`members.status.${m.status}`)}</Tag>;
}

/** 会员列表: profile, figures computed from orders, tags, state and the allowed actions. */
export const MemberTable = defineListTable<MemberRow, MemberAction | 'view'>({
  label: 'members.list.table',
  rowKey: 'member_id',
  width: 1500,
  columns: (t, _lang, onAction) => [
    { key: 'member', title: t('members.columns.member'), width: 200, render: (_, m) => memberCell(m) },
    { key: 'mobile', title: t('members.columns.mobile'), dataIndex: 'mobile', width: 130 },
    { key: 'sex', title: t('members.columns.sex'), width: 70, render: (_, m) => t(`members.sex.${m.sex}`) },
    {
      key: 'source',
      title: t('members.columns.source'),
      width: 80,
      render: (_, m) => t(`members.source.${m.source}`, { defaultValue: m.source }),
    },
    {
      key: 'tags',
      title: t('members.columns.tags'),
      width: 180,
      render: (_, m) => (m.tags.length ? m.tags.map((x) => <Tag key={x.tag_id}>{x.name}</Tag>) : '—'),
    },
    { key: 'orders', title: t('members.columns.orders'), dataIndex: 'order_count', width: 80 },
    {
      key: 'amount',
      title: t('members.columns.amount'),
      width: 120,
      align: 'right',
      render: (_, m) => m.order_amount.toFixed(2),
    },
    {
      key: 'last',
      title: t('members.columns.lastOrder'),
      // 'yyyy-MM-dd hh:mm:ss' on one line.
      width: 170,
      render: (_, m) => time(m.last_order_time),
    },
    { key: 'points', title: t('members.columns.points'), dataIndex: 'points', width: 80 },
    dayTimeColumn<MemberRow>('created', t('members.columns.created'), (m) => m.create_time),
    { key: 'state', title: t('members.columns.state'), width: 90, render: (_, m) => statusTag(t, m) },
    {
      key: 'actions',
      title: t('members.columns.actions'),
      width: 170,
      fixed: 'right',
      render: (_, m) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onAction(m, 'view')}>
            {t('members.actions.view')}
          </Button>
          {m.allowed_actions.map((a) => (
            <Button key={a} type="link" size="small" danger={a !== 'enable'} onClick={() => onAction(m, a)}>
              {t(`members.actions.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ],
});

/** 会员回收站: the removed members, who removed them and when, and restore. */
export const RecycleTable = defineListTable<MemberRow, 'restore'>({
  label: 'members.recycle.table',
  rowKey: 'member_id',
  width: 1100,
  columns: (t, _lang, onAction) => [
    { key: 'member', title: t('members.columns.member'), width: 200, render: (_, m) => memberCell(m) },
    { key: 'mobile', title: t('members.columns.mobile'), dataIndex: 'mobile', width: 130 },
    { key: 'orders', title: t('members.columns.orders'), dataIndex: 'order_count', width: 80 },
    dayTimeColumn<MemberRow>('created', t('members.columns.created'), (m) => m.create_time),
    {
      key: 'removed',
      title: t('members.columns.removedTime'),
      width: 150,
      render: (_, m) => time(m.removed_time),
    },
    { key: 'by', title: t('members.columns.removedBy'), dataIndex: 'removed_by', width: 100 },
    {
      key: 'actions',
      title: t('members.columns.actions'),
      width: 100,
      fixed: 'right',
      render: (_, m) =>
        m.allowed_actions.includes('restore') ? (
          <Button type="link" size="small" onClick={() => onAction(m, 'restore')}>
            {t('members.actions.restore')}
          </Button>
        ) : null,
    },
  ],
});
