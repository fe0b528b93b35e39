import { warningQuantityBody, type StockSku } from '@rxdesk/contract/goods/stock';
import { Checkbox, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useSetWarningQuantity } from '../api/warning-quantity.ts';

interface Values {
  useDefault: boolean;
  value: number | null;
}

interface Props {
  sku: StockSku | null;
  shopDefault: number;
  onClose: () => void;
}

/** A SKU's own warning quantity, or back to the shop default. */
export function WarningQuantityDialog({ sku, shopDefault, onClose }: Props) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const save = useSetWarningQuantity();
  const useDefault = Form.useWatch('useDefault', form);

  async function submit(v: Values) {
    if (!sku) return;
    await save.mutateAsync({ skuId: sku.sku_id, value: v.useDefault ? null : v.value });
    toast.success(t('goods.stock.warningDialog.done'));
    onClose();
  }

  return (
    <FormDialog<Values>
      form={form}
      name="stock-warning-quantity"
      title={t('goods.stock.warningDialog.title')}
      serverFields={{ warning_quantity: 'value' }}
      open={sku !== null}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
      clearOnDestroy
      initialValues={{
        useDefault: sku?.own_warning_quantity === null,
        value: sku?.own_warning_quantity ?? shopDefault,
      }}
    >
      {sku && (
        <Typography.Paragraph>
          <b>{sku.goods_name}</b> {sku.specs} · {sku.sku_code}
        </Typography.Paragraph>
      )}
      <Form.Item name="useDefault" valuePropName="checked">
        <Checkbox>{t('goods.stock.warningDialog.useDefault', { value: shopDefault })}</Checkbox>
      </Form.Item>
      <Form.Item
        name="value"
        label={t('goods.stock.warningDialog.value')}
        required={!useDefault}
        rules={useDefault ? [] : [schemaRule(warningQuantityBody.shape.warning_quantity.unwrap())]}
      >
        <InputNumber min={0} max={999999} precision={0} disabled={useDefault} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
