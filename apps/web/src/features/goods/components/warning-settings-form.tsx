import { warningCounts, type WarningCounts } from '@rxdesk/contract/goods/stock';
import { Button, Card, Form, InputNumber, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { showSubmitError } from '../../../shared/forms/server-field-error.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useWarningCounts } from '../api/warning-counts.ts';
import { useSaveWarningCounts } from '../api/warning-counts-save.ts';

/** The shop's warning settings above the warning list (Javashop warning-counts): the default
 * warning quantity of SKUs without their own, and the near-expiry days. */
export function WarningSettingsForm() {
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
      toast.success(t('goods.stock.settings.saved'));
    } catch (error) {
      showSubmitError(form, error, {
        stock_warning_default: 'stock_warning_default',
        near_expiry_days: 'near_expiry_days',
      });
    }
  }

  return (
    <Card size="small" title={t('goods.stock.settings.title')} style={{ marginBottom: 12 }}>
      <Form<WarningCounts>
        form={form}
        name="stock-warning-settings"
        layout="inline"
        onFinish={submit}
        disabled={!counts.data}
      >
        <Form.Item
          name="stock_warning_default"
          label={t('goods.stock.settings.defaultQuantity')}
          tooltip={t('goods.stock.settings.defaultHint')}
          rules={[schemaRule(warningCounts.shape.stock_warning_default)]}
        >
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item
          name="near_expiry_days"
          label={t('goods.stock.settings.nearExpiryDays')}
          tooltip={t('goods.stock.settings.nearExpiryHint')}
          rules={[schemaRule(warningCounts.shape.near_expiry_days)]}
        >
          <InputNumber min={1} max={3650} precision={0} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('goods.stock.settings.save')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
