import { KEYWORD_MAX_LENGTH } from '@rxdesk/contract/rules/rules';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '../category-picker/category-picker.tsx';
import type { GoodsPickerFilters } from './goods-query.ts';

/** The goods picker's filter row: keyword, category and pasted codes, applied together. */
export function GoodsFilterBar({ onSearch }: { onSearch: (filters: GoodsPickerFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GoodsPickerFilters>();
  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 8, marginBottom: 12 }}>
      <Form.Item name="keyword">
        <Input
          placeholder={t('goods-picker.keyword')}
          aria-label={t('goods-picker.keyword')}
          maxLength={KEYWORD_MAX_LENGTH}
          allowClear
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="category_path">
        <CategoryPicker style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="codes">
        <Input.TextArea
          placeholder={t('goods-picker.codes')}
          aria-label={t('goods-picker.codes')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('goods-picker.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('goods-picker.reset')}
        </Button>
      </Space>
    </Form>
  );
}
