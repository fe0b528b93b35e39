import type { PointsCategoryTree } from '@rxdesk/contract/points/points-categories';
import { Button, Form, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PointsGoodsAdvanced } from '../lib/points-goods-filters.ts';

/** The advanced search of the points goods: the points category (a top category takes in its
 * sub-categories). */
export function PointsGoodsCategoryFilter({
  value,
  categories,
  onApply,
  onReset,
}: {
  value: PointsGoodsAdvanced;
  categories: PointsCategoryTree;
  onApply: (next: PointsGoodsAdvanced) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PointsGoodsAdvanced>();
  const tree = categories.map((c) => ({
    value: c.category_id,
    title: c.name,
    children: c.children.map((s) => ({ value: s.category_id, title: s.name })),
  }));
  return (
    <Form form={form} layout="vertical" initialValues={value} onFinish={onApply} style={{ width: 280 }}>
      <Form.Item name="category_id" label={t('points.goods.form.category')}>
        <TreeSelect treeData={tree} allowClear treeDefaultExpandAll />
      </Form.Item>
      <Space>
        <Button onClick={onReset}>{t('points.goods.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('points.goods.search')}
        </Button>
      </Space>
    </Form>
  );
}
