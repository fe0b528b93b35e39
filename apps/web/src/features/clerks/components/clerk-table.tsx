import type { Clerk } from '@rxdesk/contract/clerks/clerks';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Button, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  rows: Clerk[];
  loading: boolean;
  onEdit: (clerk: Clerk) => void;
  onResetPassword: (clerk: Clerk) => void;
  onToggleEnabled: (clerk: Clerk) => void;
}

/** The clerk accounts. The founder's row is read-only: it has no actions at all. */
export function ClerkTable({ rows, loading, onEdit, onResetPassword, onToggleEnabled }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Clerk> = [
    {
      title: t('clerks.clerk.username'),
      dataIndex: 'username',
      render: (username: string, clerk) => (
        <Space size={6}>
          <span>{username}</span>
          {clerk.founder === 1 && <Tag color="gold">{t('clerks.clerk.founder')}</Tag>}
        </Space>
      ),
    },
    { title: t('clerks.clerk.realName'), dataIndex: 'real_name', render: (name: string) => name || '—' },
    { title: t('clerks.clerk.mobile'), dataIndex: 'mobile' },
    { title: t('clerks.clerk.role'), dataIndex: 'role_name', render: (name: string) => name || '—' },
    {
      title: t('clerks.clerk.pharmacist'),
      dataIndex: 'pharmacist',
      render: (flag: number) =>
        flag === 1 ? <Tag color="blue">{t('clerks.clerk.yes')}</Tag> : t('clerks.clerk.no'),
    },
    {
      title: t('clerks.clerk.status'),
      dataIndex: 'enabled',
      render: (enabled: number) =>
        enabled === 1 ? (
          <Tag color="success">{t('clerks.clerk.enabled')}</Tag>
        ) : (
          <Tag color="default">{t('clerks.clerk.disabled')}</Tag>
        ),
    },
    {
      title: t('clerks.clerk.createTime'),
      dataIndex: 'create_time',
      render: (time: number) => unixToDateString(time, 'yyyy-MM-dd hh:mm'),
    },
    {
      title: t('clerks.clerk.lastLogin'),
      dataIndex: 'last_login_time',
      render: (time: number | null) =>
        time ? (
          unixToDateString(time, 'yyyy-MM-dd hh:mm')
        ) : (
          <Typography.Text type="secondary">{t('clerks.clerk.never')}</Typography.Text>
        ),
    },
    {
      title: t('clerks.clerk.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, clerk) =>
        clerk.founder === 1 ? (
          <Tooltip title={t('clerks.clerk.readOnly')}>
            <Typography.Text type="secondary" aria-label={t('clerks.clerk.readOnly')}>
              —
            </Typography.Text>
          </Tooltip>
        ) : (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => onEdit(clerk)}>
              {t('clerks.clerk.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => onResetPassword(clerk)}>
              {t('clerks.clerk.resetPassword')}
            </Button>
            <Button
              type="link"
              size="small"
              danger={clerk.enabled === 1}
              onClick={() => onToggleEnabled(clerk)}
            >
              {clerk.enabled === 1 ? t('clerks.clerk.disable') : t('clerks.clerk.enable')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <Table<Clerk>
      rowKey="clerk_id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('clerks.clerk.empty') }}
    />
  );
}
