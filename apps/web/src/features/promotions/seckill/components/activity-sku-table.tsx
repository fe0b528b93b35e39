import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ShownSku {
  hour?: number;
  sku_id: number;
  goods_name: string;
  sku_code: string;
  list_price: number;
  price: number;
  quantity: number;
  sold: number;
  limit_num: number;
}

/** An activity's SKU rows with their figures (per slot for a seckill). */
export function ActivitySkuTable({ skus }: { skus: ShownSku[] }) {
  const { t } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`promotions.activity.${key}`, o);
  const columns: TableColumnsType<ShownSku> = [
    ...(skus.some((s) => s.hour !== undefined)
      ? [
          {
            key: 'hour',
            title: k('columns.hour'),
            width: 90,
            render: (_: unknown, s: ShownSku) => k('hourLabel', { hour: s.hour }),
          },
        ]
      : []),
    { key: 'goods', title: k('columns.goods'), render: (_, s) => `${s.goods_name}（${s.sku_code}）` },
    { key: 'list', title: k('columns.listPrice'), width: 100, render: (_, s) => formatYuan(s.list_price) },
    { key: 'price', title: k('columns.price'), width: 100, render: (_, s) => formatYuan(s.price) },
    { key: 'sold', title: k('columns.sold'), width: 110, render: (_, s) => `${s.sold} / ${s.quantity}` },
    { key: 'limit', title: k('columns.limit'), width: 90, render: (_, s) => s.limit_num || '-' },
  ];
  return (
    <Table<ShownSku>
      size="small"
      rowKey={(s) => `${s.hour ?? ''}:${s.sku_id}`}
      columns={columns}
      dataSource={skus}
      pagination={false}
      aria-label={k('skuTable')}
      data-testid="activity-skus"
    />
  );
}
