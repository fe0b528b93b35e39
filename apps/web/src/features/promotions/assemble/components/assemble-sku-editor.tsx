import type { ActivitySkuOption } from '@rxdesk/contract/promotions/seckill';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Button, InputNumber, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPickerDialog } from '../../../../shared/components/goods-picker/goods-picker-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { getActivitySkus } from '../../seckill/api/get-activity-skus.ts';

/** The assemble's SKUs: goods chosen with the shared goods picker (each goods item's SKUs become
 * rows), each row with its assemble price (yuan). */
export function AssembleSkuEditor({
  skus,
  prices,
  onSkus,
  onPrices,
}: {
  skus: ActivitySkuOption[];
  prices: Record<number, number | null>;
  onSkus: (next: ActivitySkuOption[]) => void;
  onPrices: (next: Record<number, number | null>) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.assemble.${key}`);
  const [picking, setPicking] = useState(false);

  const columns: TableColumnsType<ActivitySkuOption> = [
    {
      key: 'goods',
      title: k('goods'),
      render: (_, s) => `${s.goods_name}${s.specs ? ` ${s.specs}` : ''}（${s.sku_code}）`,
    },
    { key: 'list', title: k('listPrice'), width: 90, render: (_, s) => formatYuan(s.price) },
    { key: 'stock', title: k('stock'), width: 80, render: (_, s) => s.stock },
    {
      key: 'price',
      title: k('price'),
      width: 130,
      render: (_, s) => (
        <InputNumber
          size="small"
          min={0.01}
          precision={2}
          value={prices[s.sku_id] ?? null}
          onChange={(v) => onPrices({ ...prices, [s.sku_id]: v })}
          aria-label={`${k('price')} ${s.sku_code}`}
          data-testid="assemble-sku-price"
        />
      ),
    },
    {
      key: 'remove',
      width: 70,
      render: (_, s) => (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => onSkus(skus.filter((x) => x.sku_id !== s.sku_id))}
        >
          {k('removeRow')}
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button onClick={() => setPicking(true)} data-testid="activity-pick-goods">
        {k('pickGoods')}
      </Button>
      <Table<ActivitySkuOption>
        size="small"
        rowKey="sku_id"
        columns={columns}
        dataSource={skus}
        pagination={false}
        scroll={{ x: 700, y: 320 }}
        locale={{ emptyText: k('noSkus') }}
        aria-label={k('fields.goods')}
      />
      <GoodsPickerDialog
        open={picking}
        onCancel={() => setPicking(false)}
        onConfirm={(goods) => {
          setPicking(false);
          if (goods.length === 0) return;
          getActivitySkus(
            'assemble',
            goods.map((g) => g.goods_id),
          ).then(
            (more) => {
              const known = new Set(skus.map((s) => s.sku_id));
              onSkus([...skus, ...more.filter((s) => !known.has(s.sku_id))]);
            },
            () => toast.error(k('loadFailed')),
          );
        }}
      />
    </Space>
  );
}
