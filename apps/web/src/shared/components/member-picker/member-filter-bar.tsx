import { KEYWORD_MAX_LENGTH } from '@rxdesk/contract/rules/rules';
import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MemberPickerFilters } from './member-query.ts';

/** The member picker's filter row: keyword, sex and member ids, applied together. */
export function MemberFilterBar({ onSearch }: { onSearch: (filters: MemberPickerFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MemberPickerFilters>();
  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 8, marginBottom: 12 }}>
      <Form.Item name="keyword">
        <Input
          placeholder={t('member-picker.keyword')}
          aria-label={t('member-picker.keyword')}
          maxLength={KEYWORD_MAX_LENGTH}
          allowClear
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name="sex">
        <Select
          aria-label={t('member-picker.sex')}
          placeholder={t('member-picker.anySex')}
          allowClear
          style={{ width: 120 }}
          options={[
            { value: 1, label: t('member-picker.male') },
            { value: 0, label: t('member-picker.female') },
          ]}
        />
      </Form.Item>
      <Form.Item name="ids">
        <Input
          placeholder={t('member-picker.ids')}
          aria-label={t('member-picker.ids')}
          allowClear
          style={{ width: 220 }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('member-picker.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('member-picker.reset')}
        </Button>
      </Space>
    </Form>
  );
}
