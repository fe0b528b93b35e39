import { warningCounts, type WarningCounts } from '@rxdesk/contract/goods/stock';
import { Button, Card, Form, InputNumber, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../feedback/feedback.ts';
import { showSubmitError } from '../forms/server-field-error.ts';
import { useSchemaRule } from '../forms/schema-rule.ts';
import en from './strings/en.json';
import zh from './strings/zh.json';
import { useWarningCounts } from './warning-counts.ts';
import { useSaveWarningCounts } from './warning-counts-save.ts';

// The form's strings travel with it: it sits on the goods warning list and on the settings'
// goods-warning page, two lazy chunks of two areas.
i18n.addResourceBundle('zh', 'translation', { warningSettings: zh }, true, true);
i18n.addResourceBundle('en', 'translation', { warningSettings: en }, true, true);

/** The shop's warning settings (Javashop warning-counts): the default warning quantity of SKUs
 * without their own, and the near-expiry days. Above the goods warning list, and the first card of
 * the settings' goods-warning page (`title` there). */
export function WarningSettingsForm({ title }: { title?: string } = {}) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<WarningCounts>();
  const counts = useWarningCounts();
  const save = useSaveWarningCounts();
  useEffect(() => {
    if (counts.data) form.setFieldsValue(counts.data);
  }, [form, counts.data]);

  async function submit(values: WarningCounts) {
    try {
      await save.mutateAsync(values);
      toast.success(t('warningSettings.saved'));
    } catch (error) {
      showSubmitError(form, error, {
        stock_warning_default: 'stock_warning_default',
        near_expiry_days: 'near_expiry_days',
      });
    }
  }

  return (
    <Card size="small" title={title ?? t('warningSettings.title')} style={{ marginBottom: 12 }}>
      <Form<WarningCounts>
        form={form}
        name="stock-warning-settings"
        layout="inline"
        onFinish={submit}
        disabled={!counts.data}
      >
        <Form.Item
          name="stock_warning_default"
          label={t('warningSettings.defaultQuantity')}
          tooltip={t('warningSettings.defaultHint')}
          rules={[schemaRule(warningCounts.shape.stock_warning_default)]}
        >
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item
          name="near_expiry_days"
          label={t('warningSettings.nearExpiryDays')}
          tooltip={t('warningSettings.nearExpiryHint')}
          rules={[schemaRule(warningCounts.shape.near_expiry_days)]}
        >
          <InputNumber min={1} max={3650} precision={0} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('warningSettings.save')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
