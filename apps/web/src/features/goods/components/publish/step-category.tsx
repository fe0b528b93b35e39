import type { Category } from '@rxdesk/contract/goods/categories';
import { Alert, Form } from 'antd';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '../../../../shared/components/category-picker/category-picker.tsx';

/** Step 1: the platform category (four levels, each read when opened); the item needs one of the
 * last level. */
export function StepCategory({ rule, onCategory }: { rule: FormRule; onCategory: (c?: Category) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" showIcon title={t('goods.publish.categoryHint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="category_path"
        label={t('goods.publish.category')}
        required
        rules={[rule]}
        getValueFromEvent={(path: string | undefined, category?: Category) => {
          onCategory(category);
          return path;
        }}
      >
        <CategoryPicker style={{ width: 480 }} />
      </Form.Item>
    </>
  );
}
