import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

export interface EntryFailedValues {
  reason?: string;
}

/** POST {sn}/entry with FAILED: the store system's reason (the order goes to 入库失败). */
export function EntryFailedDialog(dialog: FormDialogProps<EntryFailedValues>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EntryFailedValues>();
  return (
    <FormDialog
      form={form}
      name="order-entry-failed"
      title={t('orders.actions.entryFailed')}
      serverFields={{ reason: 'reason' }}
      danger
      {...dialog}
    >
      <Form.Item name="reason" label={t('orders.dialogs.entryReason')}>
        <Input.TextArea
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('orders.dialogs.entryReasonPlaceholder')}
          autoFocus
        />
      </Form.Item>
    </FormDialog>
  );
}
