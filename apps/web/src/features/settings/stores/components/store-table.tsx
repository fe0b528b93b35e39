import type { Store } from '@rxdesk/contract/settings/stores';
import { Button, Empty, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  stores: Store[];
  loading: boolean;
  onEdit: (store: Store) => void;
  onDelete: (store: Store) => Promise<unknown>;
}

/** The stores with their place, address, point, hours, pharmacist on duty and orders. */
export function StoreTable({ stores, loading, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`shopSettings.stores.${key}`, o);
  return (
    <Table<Store>
      aria-label={k('title')}
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={stores}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={k('empty')} /> }}
      columns={[
        {
          title: k('name'),
          render: (_, s) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{s.name}</Typography.Text>
              <Typography.Text type="secondary">{s.parent_name}</Typography.Text>
            </Space>
          ),
        },
        { title: k('address'), dataIndex: 'address' },
        {
          title: k('location'),
          render: (_, s) => (s.location ? `${s.location.lng}, ${s.location.lat}` : k('noPoint')),
        },
        { title: k('phone'), render: (_, s) => s.phone || '—' },
        { title: k('hours'), render: (_, s) => `${s.open_time}–${s.close_time}` },
        { title: k('pharmacist'), render: (_, s) => s.pharmacist_name || k('pharmacistNone') },
        { title: k('orders'), dataIndex: 'order_count', align: 'right' },
        {
          title: k('actions'),
          render: (_, s) => (
            <Space>
              <Button type="link" size="small" onClick={() => onEdit(s)}>
                {k('edit')}
              </Button>
              <Popconfirm
                title={k('deleteTitle')}
                description={k('deleteConfirm', { name: s.name })}
                onConfirm={() => onDelete(s).catch(() => undefined)}
              >
                <Button type="link" size="small" danger>
                  {k('delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
