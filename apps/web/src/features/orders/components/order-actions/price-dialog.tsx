import { formatYuan } from '@rxdesk/contract/common/price-format';
import { isMoney } from '@rxdesk/contract/rules/rules';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePredicateRule } from '../../../../shared/forms/schema-rule.ts';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

export interface PriceValues {
  order_price: string;
}

/** PUT {sn}/price: the new total, checked with the §5 money rule; the server refuses anything
 * above the original amount with its own message under the field. */
export function PriceDialog({
  currentPrice,
  ...dialog
}: FormDialogProps<PriceValues> & { currentPrice: number }) {
  const { t } = useTranslation();
  const rule = usePredicateRule();
  const [form] = Form.useForm<PriceValues>();
  return (
    <FormDialog
      form={form}
      name="order-price"
      title={t('orders.actions.price')}
      serverFields={{ order_price: 'order_price' }}
      width={420}
      {...dialog}
    >
      <Form.Item label={t('orders.dialogs.originalPrice')}>
        <Typography.Text strong>{formatYuan(currentPrice)}</Typography.Text>
      </Form.Item>
      <Form.Item
        name="order_price"
        label={t('orders.dialogs.newPrice')}
        extra={t('orders.dialogs.priceHint')}
        required
        rules={[rule(isMoney, 'rule.money')]}
      >
        <Input prefix="¥" inputMode="decimal" autoFocus maxLength={12} />
      </Form.Item>
    </FormDialog>
  );
}
