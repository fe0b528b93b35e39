import { refuseCancelBody } from '@rxdesk/contract/after-sale/after-sale';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

export interface RefuseCancelValues {
  reason: string;
}

/** POST {sn}/refuse-cancel: the reason the buyer reads (required, the contract's rule). */
export function RefuseCancelDialog(dialog: FormDialogProps<RefuseCancelValues>) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<RefuseCancelValues>();
  return (
    <FormDialog
      form={form}
      name="order-refuse-cancel"
      title={t('orders.actions.refuseCancel')}
      serverFields={{ reason: 'reason' }}
      {...dialog}
    >
      <Form.Item
        name="reason"
        label={t('orders.dialogs.refuseCancelReason')}
        required
        rules={[rule(refuseCancelBody.shape.reason)]}
      >
        <Input.TextArea
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('orders.dialogs.refuseCancelPlaceholder')}
          autoFocus
        />
      </Form.Item>
    </FormDialog>
  );
}
