import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { GoodsSku } from '@rxdesk/contract/goods/goods';
import { Image } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';

/** §3: the picker's rows show the thumbnail as goods_image and the price (yuan) as goods_price. */
export function goodsColumns(t: TFunction): ColumnsType<GoodsSku> {
  return [
    {
      key: 'goods_image',
      title: t('goods-picker.columns.image'),
      width: 64,
      render: (_, row) => (
        <Image src={row.thumbnail} alt={row.goods_name} width={40} height={40} preview={false} />
      ),
    },
    { key: 'goods_name', dataIndex: 'goods_name', title: t('goods-picker.columns.name'), ellipsis: true },
    { key: 'specs_name', dataIndex: 'specs_name', title: t('goods-picker.columns.specs'), width: 120 },
    {
      key: 'goods_price',
      title: t('goods-picker.columns.price'),
      width: 100,
      align: 'right',
      render: (_, row) => formatYuan(row.price),
    },
    { key: 'goods_code', dataIndex: 'goods_code', title: t('goods-picker.columns.code'), width: 140 },
  ];
}
