import { redNoteBody } from '@rxdesk/contract/invoices/invoices';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';

export interface RedNoteValues {
  red_note_no: string;
}

/** 登记红冲: an issued invoice whose order was refunded gets the number of its red-letter invoice. */
export function RedNoteDialog({ refunded, ...props }: FormDialogProps<RedNoteValues> & { refunded: number }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<RedNoteValues>();
  return (
    <FormDialog
      form={form}
      name="invoice-red-note"
      title={t('invoices.actions.redNote')}
      serverFields={{ red_note_no: 'red_note_no' }}
      initialValues={{ red_note_no: '' }}
      {...props}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('invoices.dialogs.redNoteNotice', { refunded: refunded.toFixed(2) })}
      />
      <Form.Item
        name="red_note_no"
        label={t('invoices.dialogs.redNoteNo')}
        required
        rules={[rule(redNoteBody.shape.red_note_no)]}
      >
        <Input maxLength={40} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
