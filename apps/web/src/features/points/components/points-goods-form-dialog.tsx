import {
  pointsGoodsBody,
  type PointsGoodsBody,
  type PointsGoodsRow,
} from '@rxdesk/contract/points/points-goods';
import type { PointsCategoryTree } from '@rxdesk/contract/points/points-categories';
import { Button, Form, InputNumber, Select, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { GoodsPickerDialog } from '../../../shared/components/goods-picker/goods-picker-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { getPointsGoodsSkus } from '../api/get-points-goods-skus.ts';

interface Values {
  sku_id?: number;
  category_id?: number;
  points?: number;
  cash: number;
  stock: number;
  limit_num: number;
}

const FIELDS = {
  sku_id: 'sku_id',
  category_id: 'category_id',
  points: 'points',
  cash: 'cash',
  stock: 'stock',
  limit_num: 'limit_num',
};

interface SkuChoice {
  value: number;
  label: string;
}

/** Add or edit a points goods: a SKU of a goods chosen in the goods picker, its points category,
 * points (and optional cash, yuan) per unit, exchange stock and per-member limit (0: none). */
export function PointsGoodsFormDialog({
  editing,
  categories,
  submitting,
  onSubmit,
  onCancel,
}: {
  /** The goods being edited; null to add one. */
  editing: PointsGoodsRow | null;
  categories: PointsCategoryTree;
  submitting: boolean;
  onSubmit: (body: PointsGoodsBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`points.goods.${key}`);
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [picking, setPicking] = useState(false);
  const [skus, setSkus] = useState<SkuChoice[]>(() =>
    editing
      ? [{ value: editing.sku_id, label: `${editing.goods_name} ${editing.specs || editing.sku_code}` }]
      : [],
  );
  const tree = categories.map((c) => ({
    value: c.category_id,
    title: c.name,
    children: c.children.map((s) => ({ value: s.category_id, title: s.name })),
  }));

  return (
    <FormDialog<Values>
      form={form}
      name="points-goods"
      title={k(editing ? 'editTitle' : 'addTitle')}
      open
      submitting={submitting}
      serverFields={FIELDS}
      initialValues={
        editing
          ? {
              sku_id: editing.sku_id,
              category_id: editing.category_id,
              points: editing.points,
              cash: editing.cash,
              stock: editing.stock,
              limit_num: editing.limit_num,
            }
          : { cash: 0, stock: 0, limit_num: 0 }
      }
      onCancel={onCancel}
      onSubmit={async (v) =>
        onSubmit({
          sku_id: v.sku_id ?? 0,
          category_id: v.category_id ?? 0,
          points: v.points ?? 0,
          cash: String(v.cash ?? 0),
          stock: v.stock,
          limit_num: v.limit_num,
        })
      }
    >
      <Form.Item label={k('form.goods')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="sku_id" noStyle rules={[{ required: true, message: t('rule.pointsGoodsSku') }]}>
            <Select
              options={skus}
              placeholder={k('form.skuPlaceholder')}
              notFoundContent={k('form.pickFirst')}
              data-testid="points-goods-sku"
            />
          </Form.Item>
          <Button onClick={() => setPicking(true)}>{k('form.pick')}</Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="category_id"
        label={k('form.category')}
        required
        rules={[{ required: true, message: t('rule.pointsGoodsCategory') }]}
      >
        <TreeSelect treeData={tree} treeDefaultExpandAll placeholder={k('form.categoryPlaceholder')} />
      </Form.Item>
      <Form.Item name="points" label={k('form.points')} required rules={[rule(pointsGoodsBody.shape.points)]}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="cash"
        label={k('form.cash')}
        extra={k('form.cashHint')}
        rules={[rule(pointsGoodsBody.shape.cash)]}
      >
        <InputNumber min={0} precision={2} prefix="¥" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="stock" label={k('form.stock')} required rules={[rule(pointsGoodsBody.shape.stock)]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="limit_num"
        label={k('form.limit')}
        extra={k('form.limitHint')}
        rules={[rule(pointsGoodsBody.shape.limit_num)]}
      >
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <GoodsPickerDialog
        open={picking}
        limit={1}
        onCancel={() => setPicking(false)}
        onConfirm={(goods) => {
          setPicking(false);
          const picked = goods[0];
          if (!picked) return;
          getPointsGoodsSkus(picked.goods_id).then(
            (options) => {
              setSkus(
                options.map((s) => ({ value: s.sku_id, label: `${s.goods_name} ${s.specs || s.sku_code}` })),
              );
              form.setFieldValue('sku_id', options[0]?.sku_id);
            },
            () => toast.error(k('form.skusFailed')),
          );
        }}
      />
    </FormDialog>
  );
}
