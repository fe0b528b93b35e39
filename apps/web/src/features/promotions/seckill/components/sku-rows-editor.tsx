import type { ActivitySkuOption } from '@rxdesk/contract/promotions/seckill';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Button, InputNumber, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPickerDialog } from '../../../../shared/components/goods-picker/goods-picker-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { getActivitySkus } from '../api/get-activity-skus.ts';
import type { ActivityKind } from '../api/activity-keys.ts';

export interface SkuRowValue {
  price?: number | null;
  quantity?: number | null;
  limit_num?: number | null;
}

/** One editable row: a SKU, in a seckill slot (`hour`) or for the whole group buy. */
export interface EditRow {
  key: string;
  hour?: number;
  sku: ActivitySkuOption;
}

export const rowKey = (skuId: number, hour?: number) =>
  hour === undefined ? `${skuId}` : `${hour}:${skuId}`;

/** Rows of the form with their values, or null when one misses its price or quantity. */
export function filledRows(rows: EditRow[], values: Record<string, SkuRowValue>) {
  const out = rows.map((r) => ({ row: r, v: values[r.key] ?? {} }));
  if (out.some(({ v }) => v.price == null || v.quantity == null)) return null;
  return out.map(({ row, v }) => ({
    hour: row.hour,
    sku_id: row.sku.sku_id,
    price: v.price!,
    quantity: v.quantity!,
    limit_num: v.limit_num ?? 0,
  }));
}

/** The activity's SKU rows: goods chosen with the shared goods picker (each goods item's SKUs
 * become rows), each row with its promotion price, quantity and per-order limit. */
export function SkuRowsEditor({
  kind,
  rows,
  values,
  onValues,
  onSkus,
}: {
  kind: ActivityKind;
  rows: EditRow[];
  values: Record<string, SkuRowValue>;
  onValues: (next: Record<string, SkuRowValue>) => void;
  /** The SKUs chosen (added to or removed from). */
  onSkus: (change: { add?: ActivitySkuOption[]; remove?: number }) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`promotions.activity.${key}`, o);
  const [picking, setPicking] = useState(false);
  const set = (key: string, patch: SkuRowValue) =>
    onValues({ ...values, [key]: { ...values[key], ...patch } });

  const columns: TableColumnsType<EditRow> = [
    ...(kind === 'seckill'
      ? [
          {
            key: 'hour',
            title: k('columns.hour'),
            width: 90,
            render: (_: unknown, r: EditRow) => k('hourLabel', { hour: r.hour }),
          },
        ]
      : []),
    {
      key: 'goods',
      title: k('columns.goods'),
      render: (_, r) => `${r.sku.goods_name}${r.sku.specs ? ` ${r.sku.specs}` : ''}（${r.sku.sku_code}）`,
    },
    { key: 'list', title: k('columns.listPrice'), width: 90, render: (_, r) => formatYuan(r.sku.price) },
    { key: 'stock', title: k('columns.stock'), width: 80, render: (_, r) => r.sku.stock },
    ...(['price', 'quantity', 'limit_num'] as const).map((f) => ({
      key: f,
      title: k(`columns.${f === 'limit_num' ? 'limit' : f}`),
      width: 120,
      render: (_: unknown, r: EditRow) => (
        <InputNumber
          size="small"
          min={f === 'price' ? 0.01 : f === 'quantity' ? 1 : 0}
          precision={f === 'price' ? 2 : 0}
          value={values[r.key]?.[f] ?? null}
          placeholder={f === 'limit_num' ? k('limitHint') : undefined}
          onChange={(v) => set(r.key, { [f]: v })}
          aria-label={`${k(`columns.${f === 'limit_num' ? 'limit' : f}`)} ${r.sku.sku_code}`}
          data-testid={`sku-${f}`}
        />
      ),
    })),
    {
      key: 'remove',
      width: 70,
      render: (_, r) => (
        <Button type="link" size="small" danger onClick={() => onSkus({ remove: r.sku.sku_id })}>
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
      <Table<EditRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 820, y: 320 }}
        locale={{ emptyText: k('noSkus') }}
        aria-label={k('skuTable')}
      />
      <GoodsPickerDialog
        open={picking}
        onCancel={() => setPicking(false)}
        onConfirm={(goods) => {
          setPicking(false);
          if (goods.length === 0) return;
          getActivitySkus(
            kind,
            goods.map((g) => g.goods_id),
          ).then(
            (skus) => onSkus({ add: skus }),
            () => toast.error(k('loadFailed')),
          );
        }}
      />
    </Space>
  );
}
