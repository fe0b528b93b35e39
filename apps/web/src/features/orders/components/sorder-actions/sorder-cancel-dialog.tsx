import { sorderCancelBody } from '@rxdesk/contract/orders/drop-ship';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

export interface SorderCancelValues {
  reason: string;
}

/** POST sorders/{ssid}/{sn}/cancel: the lines go back to the shop; the reason is required and is
 * written on the sub-order and its parent order. */
export function SorderCancelDialog({
  ssid,
  ...dialog
}: FormDialogProps<SorderCancelValues> & { ssid: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SorderCancelValues>();
  const schemaRule = useSchemaRule();
  return (
    <FormDialog
      form={form}
      name="sorder-cancel"
      title={t('orders.sorders.actions.cancel')}
      serverFields={{ reason: 'reason' }}
      danger
      {...dialog}
    >
      <p>{t('orders.sorders.confirm.cancel', { ssid })}</p>
      <Form.Item
        name="reason"
        label={t('orders.sorders.dialogs.reason')}
        rules={[schemaRule(sorderCancelBody.shape.reason)]}
      >
        <Input.TextArea
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('orders.sorders.dialogs.reasonPlaceholder')}
          autoFocus
        />
      </Form.Item>
    </FormDialog>
  );
}
