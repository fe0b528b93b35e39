import { goodsWarningBody } from '@rxdesk/contract/goods/goods-review';
import { Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

export interface WarningValues {
  mode: 'default' | 'own';
  warning_quantity?: number | null;
}

/** The warning quantity of every SKU of the chosen goods: the shop's default, or a number. */
export function WarningDialog({ count, ...dialog }: FormDialogProps<WarningValues> & { count: number }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<WarningValues>();
  const mode = Form.useWatch('mode', form);
  return (
    <FormDialog
      form={form}
      name="goods-warning"
      title={t('goods.batch.warningTitle', { count })}
      serverFields={{ warning_quantity: 'warning_quantity' }}
      initialValues={{ mode: 'own' }}
      width={440}
      {...dialog}
    >
      <Form.Item name="mode">
        <Radio.Group
          options={[
            { value: 'own', label: t('goods.batch.warningOwn') },
            { value: 'default', label: t('goods.batch.warningDefault') },
          ]}
        />
      </Form.Item>
      {mode !== 'default' && (
        <Form.Item
          name="warning_quantity"
          label={t('goods.sku.warningQuantity')}
          required
          rules={[rule(goodsWarningBody.shape.warning_quantity.unwrap())]}
        >
          <InputNumber min={0} max={999999} precision={0} style={{ width: 200 }} autoFocus />
        </Form.Item>
      )}
    </FormDialog>
  );
}
