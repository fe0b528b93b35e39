import type { PromotionSku } from '@rxdesk/contract/promotions/promotion-common';
import { Button, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPickerDialog } from '../../../shared/components/goods-picker/goods-picker-dialog.tsx';
import { getGoodsSkus } from '../api/get-goods-skus.ts';

/** A chosen SKU; `minus` (yuan off each unit) only for single cuts. */
export type SkuEntry = Omit<PromotionSku, 'minus'> & { minus?: number | null };

interface Props {
  api: string;
  withMinus: boolean;
  value?: SkuEntry[];
  onChange?: (value: SkuEntry[]) => void;
}

/** The activity's SKUs: goods chosen with the shared goods picker, turned into their SKUs by the
 * server, listed with their price (and, for a single cut, the amount off each), removable. */
export function SkuListField({ api, withMinus, value = [], onChange }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const set = (next: SkuEntry[]) => onChange?.(next);

  async function picked(goodsIds: number[]) {
    setPicking(false);
    if (goodsIds.length === 0) return;
    const skus = await getGoodsSkus(api, goodsIds);
    const known = new Set(value.map((s) => s.sku_id));
    set([...value, ...skus.filter((s) => !known.has(s.sku_id)).map((s) => ({ ...s, minus: null }))]);
  }

  return (
    <>
      <Button onClick={() => setPicking(true)} data-testid="promotion-pick-goods">
        {t('promotions.form.pickGoods')}
      </Button>
      {value.length > 0 && (
        <Table<SkuEntry>
          style={{ marginTop: 8 }}
          size="small"
          rowKey="sku_id"
          pagination={false}
          dataSource={value}
          scroll={{ y: 240 }}
          columns={[
            { key: 'name', title: t('promotions.detail.goods'), dataIndex: 'goods_name', ellipsis: true },
            {
              key: 'specs',
              title: t('promotions.detail.specs'),
              dataIndex: 'specs',
              width: 120,
              ellipsis: true,
            },
            {
              key: 'price',
              title: t('promotions.detail.price'),
              width: 90,
              render: (_, s) => s.price.toFixed(2),
            },
            ...(withMinus
              ? [
                  {
                    key: 'minus',
                    title: t('promotions.form.minusEach'),
                    width: 120,
                    render: (_: unknown, s: SkuEntry) => (
                      <InputNumber<number>
                        size="small"
                        min={0.01}
                        max={Math.max(0.01, s.price - 0.01)}
                        precision={2}
                        value={s.minus ?? null}
                        aria-label={t('promotions.form.minusEach')}
                        onChange={(v) =>
                          set(value.map((x) => (x.sku_id === s.sku_id ? { ...x, minus: v } : x)))
                        }
                      />
                    ),
                  },
                ]
              : []),
            {
              key: 'remove',
              width: 70,
              render: (_, s) => (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => set(value.filter((x) => x.sku_id !== s.sku_id))}
                >
                  {t('promotions.form.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <GoodsPickerDialog
        open={picking}
        onConfirm={(goods) => void picked(goods.map((g) => g.goods_id))}
        onCancel={() => setPicking(false)}
      />
    </>
  );
}
