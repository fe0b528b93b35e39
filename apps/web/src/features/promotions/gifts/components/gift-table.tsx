import type { Gift } from '@rxdesk/contract/promotions/gifts';
import { Button, Image, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

export type GiftAction = 'edit' | 'stock' | 'delete';
const ACTIONS: GiftAction[] = ['edit', 'stock', 'delete'];

export function GiftTable({
  rows,
  loading,
  onAction,
  pagination,
}: {
  rows: Gift[];
  loading: boolean;
  onAction: (g: Gift, a: GiftAction) => void;
  pagination: {
    current: number;
    pageSize: number;
    total: number;
    onChange: (page: number, size: number) => void;
  };
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<Gift> = [
    {
      key: 'image',
      title: t('gifts.columns.image'),
      width: 80,
      render: (_, g) => (g.image ? <Image src={g.image} alt={g.name} width={48} height={48} /> : '—'),
    },
    { key: 'name', dataIndex: 'name', title: t('gifts.columns.name') },
    { key: 'price', title: t('gifts.columns.price'), width: 110, render: (_, g) => g.price.toFixed(2) },
    { key: 'goods', title: t('gifts.columns.goods'), render: (_, g) => g.goods_name || '—' },
    {
      key: 'stock',
      title: t('gifts.columns.stock'),
      width: 90,
      render: (_, g) => <span data-testid={`gift-stock-count-${g.gift_id}`}>{g.stock}</span>,
    },
    {
      key: 'state',
      title: t('gifts.columns.state'),
      width: 90,
      render: (_, g) => (
        <Tag color={g.disabled ? 'default' : 'green'}>
          {g.disabled ? t('gifts.disabled') : t('gifts.enabled')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('gifts.columns.actions'),
      width: 220,
      render: (_, g) => (
        <Space size={0} wrap>
          {ACTIONS.map((a) => (
            <Button
              key={a}
              type="link"
              size="small"
              danger={a === 'delete'}
              data-testid={`gift-${a}-${g.gift_id}`}
              onClick={() => onAction(g, a)}
            >
              {t(`gifts.actions.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<Gift>
      rowKey="gift_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('gifts.empty') }}
      pagination={{ ...pagination, showTotal: (total) => t('gifts.total', { total }) }}
      data-testid="gift-table"
    />
  );
}
