import '@rxdesk/contract/logistics/waybill-messages';
import type { WaybillAccount } from '@rxdesk/contract/logistics/waybills';
import { Alert, Button, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useWaybillAccounts } from '../api/get-waybill-accounts.ts';
import { useDeleteWaybillAccount, useSaveWaybillAccount } from '../api/waybill-account-actions.ts';
import { WaybillAccountDialog } from './waybill-account-dialog.tsx';

/** 电子面单 tab of 物流管理: the shop's companies that issue e-waybills, each with its account
 * (customer code, masked key, branch, pay type, the 100 × 180 mm template); set, edit, delete. */
export function WaybillAccountsTab() {
  const { t } = useTranslation();
  const accounts = useWaybillAccounts();
  const save = useSaveWaybillAccount();
  const remove = useDeleteWaybillAccount();
  const [editing, setEditing] = useState<WaybillAccount | null>(null);
  const k = (key: string) => t(`logistics.waybillAccounts.${key}`);

  if (accounts.isError)
    return (
      <Alert
        type="error"
        title={k('loadFailed')}
        action={<Button onClick={() => void accounts.refetch()}>{k('retry')}</Button>}
      />
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" title={k('intro')} />
      <Table<WaybillAccount>
        aria-label={t('logistics.tabs.waybillAccounts')}
        rowKey="express_code"
        size="middle"
        loading={accounts.isLoading}
        dataSource={accounts.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={k('empty')} /> }}
        columns={[
          { title: k('company'), dataIndex: 'express_name' },
          {
            title: k('state'),
            render: (_, a) => (
              <Tag color={a.configured ? 'success' : 'default'}>
                {k(a.configured ? 'configured' : 'notConfigured')}
              </Tag>
            ),
          },
          { title: k('partnerId'), render: (_, a) => a.partner_id || '—' },
          { title: k('partnerKey'), render: (_, a) => a.partner_key_masked || '—' },
          { title: k('net'), render: (_, a) => a.net || '—' },
          { title: k('payType'), render: (_, a) => (a.pay_type ? k(`payTypes.${a.pay_type}`) : '—') },
          { title: k('template'), render: () => '100 × 180 mm' },
          {
            title: k('actions'),
            render: (_, a) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing(a)}>
                  {k(a.configured ? 'edit' : 'set')}
                </Button>
                {a.configured && (
                  <Popconfirm
                    title={k('deleteTitle')}
                    description={t('logistics.waybillAccounts.deleteConfirm', { name: a.express_name })}
                    onConfirm={() =>
                      remove.mutateAsync(a.express_code).then(() => toast.success(k('deleted')))
                    }
                  >
                    <Button type="link" size="small" danger>
                      {k('delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <WaybillAccountDialog
          account={editing}
          open={!!editing}
          submitting={save.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            toast.success(k('saved'));
            setEditing(null);
          }}
        />
      )}
    </Space>
  );
}
