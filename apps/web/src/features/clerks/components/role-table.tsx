import type { Role } from '@rxdesk/contract/clerks/clerks';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { PERMISSION_TREE } from '@rxdesk/contract/auth/permissions';
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { grantedTitles } from '../lib/permission-tree.ts';

interface Props {
  rows: Role[];
  loading: boolean;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

export function RoleTable({ rows, loading, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const columns: TableColumnsType<Role> = [
    { title: t('clerks.role.name'), dataIndex: 'role_name', width: 180 },
    {
      title: t('clerks.role.permissions'),
      dataIndex: 'permissions',
      render: (permissions: string[]) => {
        const titles = grantedTitles(PERMISSION_TREE, permissions, language);
        if (titles.length === 0)
          return <Typography.Text type="secondary">{t('clerks.role.noPermissions')}</Typography.Text>;
        return (
          <Space size={[4, 4]} wrap>
            {titles.map((title) => (
              <Tag key={title}>{title}</Tag>
            ))}
          </Space>
        );
      },
    },
    { title: t('clerks.role.clerkCount'), dataIndex: 'clerk_count', width: 100, align: 'right' },
    {
      title: t('clerks.role.createTime'),
      dataIndex: 'create_time',
      width: 160,
      render: (time: number) => unixToDateString(time, 'yyyy-MM-dd hh:mm'),
    },
    {
      title: t('clerks.role.actions'),
      key: 'actions',
      width: 140,
      render: (_value, role) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(role)}>
            {t('clerks.role.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => onDelete(role)}>
            {t('clerks.role.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Table<Role>
      rowKey="role_id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('clerks.role.empty') }}
    />
  );
}
