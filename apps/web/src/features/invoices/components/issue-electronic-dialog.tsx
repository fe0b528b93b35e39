import { issueElectronicFields } from '@rxdesk/contract/invoices/invoices';
import { Button, Form, Input, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';

export interface IssueElectronicValues {
  invoice_no: string;
  file: UploadFile[];
}

/** The chosen file's bytes (the server checks they are a PDF). */
export const chosenFile = (v: IssueElectronicValues): Blob => v.file[0]!.originFileObj as Blob;

/** 开具电子发票: the invoice number and its PDF. The file is sent with the form (not uploaded on
 * choice); the server decides the type from its bytes, so a renamed picture is refused there. */
export function IssueElectronicDialog(props: FormDialogProps<IssueElectronicValues>) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<IssueElectronicValues>();
  return (
    <FormDialog
      form={form}
      name="invoice-issue-electronic"
      title={t('invoices.actions.issueElectronic')}
      serverFields={{ invoice_no: 'invoice_no', file: 'file' }}
      initialValues={{ invoice_no: '', file: [] }}
      {...props}
    >
      <Form.Item
        name="invoice_no"
        label={t('invoices.dialogs.invoiceNo')}
        required
        rules={[rule(issueElectronicFields.shape.invoice_no)]}
      >
        <Input maxLength={40} autoFocus />
      </Form.Item>
      <Form.Item
        name="file"
        label={t('invoices.dialogs.file')}
        required
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
        rules={[
          {
            validator: (_, files: UploadFile[] | undefined) =>
              files?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t('invoices.dialogs.fileRequired'))),
          },
        ]}
        extra={<Typography.Text type="secondary">{t('invoices.dialogs.fileHint')}</Typography.Text>}
      >
        <Upload
          accept="application/pdf,.pdf"
          maxCount={1}
          beforeUpload={() => false}
          data-testid="invoice-pdf-upload"
        >
          <Button icon={<UploadOutlined />}>{t('invoices.dialogs.choose')}</Button>
        </Upload>
      </Form.Item>
    </FormDialog>
  );
}
