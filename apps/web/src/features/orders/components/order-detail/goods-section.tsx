import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuanColumn } from '../../../../shared/lists/list-columns.tsx';

type Item = OrderDetail['items'][number];

/** The order lines with their drug batch numbers (entered when shipping). */
export function GoodsSection({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Item> = [
    {
      key: 'name',
      title: t('orders.goods.name'),
      render: (_, item) => (
        <div className="rx-orders__two-lines">
          <span>
            {item.goods_name} {item.is_prescription === 1 && <Tag color="red">{t('orders.list.rx')}</Tag>}
          </span>
          <Typography.Text type="secondary">
            {item.specs} · {item.manufacturer}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('orders.goods.code')} {item.goods_code}
          </Typography.Text>
        </div>
      ),
    },
    yuanColumn('price', t('orders.goods.price'), 110, (item) => item.price),
    {
      key: 'num',
      title: t('orders.goods.num'),
      width: 70,
      align: 'right',
      render: (_, item) => `${item.num}${item.unit}`,
    },
    yuanColumn('subtotal', t('orders.goods.subtotal'), 110, (item) => item.subtotal),
    {
      key: 'batch',
      title: t('orders.goods.batch'),
      width: 200,
      render: (_, item) =>
        item.batch_numbers.length > 0 ? (
          <Space size={[0, 4]} wrap data-testid="batch-numbers">
            {item.batch_numbers.map((batch) => (
              <Tag key={batch}>{batch}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('orders.goods.noBatch')}</Typography.Text>
        ),
    },
  ];
  return (
    <Card title={t('orders.detail.goods')} size="small">
      <Table<Item>
        rowKey="item_id"
        size="small"
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 640 }}
      />
    </Card>
  );
}
