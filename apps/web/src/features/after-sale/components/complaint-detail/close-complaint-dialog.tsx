import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

export interface CloseComplaintValues {
  remark?: string;
}

/** POST complaints/{id}/close: ends a replied complaint, with an optional remark. */
export function CloseComplaintDialog(dialog: FormDialogProps<CloseComplaintValues>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CloseComplaintValues>();
  return (
    <FormDialog
      form={form}
      name="complaint-close"
      title={t('after-sale.complaints.closeTitle')}
      serverFields={{ remark: 'remark' }}
      initialValues={{ remark: '' }}
      width={460}
      danger
      {...dialog}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('after-sale.complaints.closeWarning')}
      />
      <Form.Item name="remark" label={t('after-sale.complaints.closeRemark')}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
