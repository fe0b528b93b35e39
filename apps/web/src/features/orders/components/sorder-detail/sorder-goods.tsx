import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { SorderDetail } from '@rxdesk/contract/orders/drop-ship';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { yuanColumn } from '../../../../shared/lists/list-columns.tsx';

type Item = SorderDetail['items'][number];

/** The lines the supplier ships: what the buyer paid and what the shop settles to the supplier. */
export function SorderGoods({ so }: { so: SorderDetail }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Item> = [
    {
      key: 'name',
      title: t('orders.goods.name'),
      render: (_, item) => (
        <div className="rx-orders__two-lines">
          <span>{item.goods_name}</span>
          <Typography.Text type="secondary">
            {item.specs} · {t('orders.goods.code')} {item.goods_code}
          </Typography.Text>
        </div>
      ),
    },
    yuanColumn('price', t('orders.goods.price'), 110, (i) => i.price),
    {
      key: 'num',
      title: t('orders.goods.num'),
      width: 80,
      align: 'right',
      render: (_, i) => `${i.num}${i.unit}`,
    },
    yuanColumn('supply', t('orders.sorders.goods.supplyPrice'), 110, (i) => i.supply_price),
    yuanColumn('settle', t('orders.sorders.goods.settle'), 120, (i) => i.settle_subtotal),
  ];
  return (
    <Card title={t('orders.sorders.detail.goods')} size="small">
      <Table<Item>
        rowKey="goods_id"
        size="small"
        columns={columns}
        dataSource={so.items}
        pagination={false}
        scroll={{ x: 600 }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              {t('orders.sorders.goods.total', { amount: formatYuan(so.goods_amount) })}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} colSpan={2} align="right">
              <strong data-testid="sorder-settle">
                {t('orders.sorders.goods.settleTotal', { amount: formatYuan(so.settle_amount) })}
              </strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
