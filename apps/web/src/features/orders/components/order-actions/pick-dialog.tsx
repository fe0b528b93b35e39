import { pickBody } from '@rxdesk/contract/orders/orders';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

export interface PickValues {
  pickcode: string;
}

/** POST {sn}/pick: the buyer's 6-digit code; a wrong one is answered under the field. */
export function PickDialog(dialog: FormDialogProps<PickValues>) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<PickValues>();
  return (
    <FormDialog
      form={form}
      name="order-pick"
      title={t('orders.actions.pick')}
      serverFields={{ pickcode: 'pickcode' }}
      width={400}
      {...dialog}
    >
      <Form.Item
        name="pickcode"
        label={t('orders.dialogs.pickcode')}
        required
        rules={[rule(pickBody.shape.pickcode)]}
      >
        <Input
          maxLength={6}
          inputMode="numeric"
          autoFocus
          placeholder={t('orders.dialogs.pickcodePlaceholder')}
        />
      </Form.Item>
    </FormDialog>
  );
}
