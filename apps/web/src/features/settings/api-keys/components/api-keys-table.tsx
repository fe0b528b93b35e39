import type { ApiKey } from '@rxdesk/contract/settings/api-keys';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

const time = (s: number | null) => (s === null ? null : unixToDateString(s, 'yyyy-MM-dd hh:mm'));

/** The keys: name, prefix, scopes, created, last used, state; edit and revoke for valid ones. */
export function ApiKeysTable({
  keys,
  loading,
  onEdit,
  onRevoke,
}: {
  keys: ApiKey[];
  loading: boolean;
  onEdit: (k: ApiKey) => void;
  onRevoke: (k: ApiKey) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<ApiKey> = [
    { key: 'name', dataIndex: 'name', title: t('settingsExtras.apiKeys.columns.name') },
    {
      key: 'prefix',
      title: t('settingsExtras.apiKeys.columns.prefix'),
      width: 130,
      render: (_, k) => (k.prefix ? <code>{k.prefix}…</code> : '—'),
    },
    {
      key: 'scopes',
      title: t('settingsExtras.apiKeys.columns.scopes'),
      render: (_, k) => k.scopes.map((s) => <Tag key={s}>{t(`settingsExtras.scopes.${s}`)}</Tag>),
    },
    {
      key: 'created',
      title: t('settingsExtras.apiKeys.columns.createdAt'),
      width: 150,
      render: (_, k) => time(k.created_at),
    },
    {
      key: 'used',
      title: t('settingsExtras.apiKeys.columns.lastUsed'),
      width: 150,
      render: (_, k) => time(k.last_used_at) ?? t('settingsExtras.apiKeys.never'),
    },
    {
      key: 'state',
      title: t('settingsExtras.apiKeys.columns.state'),
      width: 90,
      render: (_, k) =>
        k.revoked_at === null ? (
          <Tag color="green">{t('settingsExtras.apiKeys.valid')}</Tag>
        ) : (
          <Tag>{t('settingsExtras.apiKeys.revoked')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('settingsExtras.apiKeys.columns.actions'),
      width: 150,
      render: (_, k) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(k)}>
            {t('settingsExtras.apiKeys.rename')}
          </Button>
          {k.revoked_at === null && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => onRevoke(k)}
              data-testid={`api-key-revoke-${k.id}`}
            >
              {t('settingsExtras.apiKeys.revoke')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<ApiKey>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={keys}
      loading={loading}
      locale={{ emptyText: t('settingsExtras.apiKeys.empty') }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
    />
  );
}
