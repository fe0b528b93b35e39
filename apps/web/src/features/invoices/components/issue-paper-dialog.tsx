import { issuePaperBody, type IssuePaperBody } from '@rxdesk/contract/invoices/invoices';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useExpressCompanies } from '../../../shared/shipping/express-companies.ts';

/** 开具纸质发票: the invoice number and the parcel it goes out in (express company + number). */
export function IssuePaperDialog(props: FormDialogProps<IssuePaperBody>) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<IssuePaperBody>();
  const express = useExpressCompanies({ enabled: props.open });
  const f = issuePaperBody.shape;
  return (
    <FormDialog
      form={form}
      name="invoice-issue-paper"
      title={t('invoices.actions.issuePaper')}
      serverFields={{ invoice_no: 'invoice_no', express_code: 'express_code', tracking_no: 'tracking_no' }}
      initialValues={{ invoice_no: '', tracking_no: '' }}
      {...props}
    >
      <Form.Item
        name="invoice_no"
        label={t('invoices.dialogs.invoiceNo')}
        required
        rules={[rule(f.invoice_no)]}
      >
        <Input maxLength={40} autoFocus />
      </Form.Item>
      <Form.Item
        name="express_code"
        label={t('invoices.dialogs.expressCode')}
        required
        rules={[rule(f.express_code)]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={express.isPending}
          options={(express.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
      </Form.Item>
      <Form.Item
        name="tracking_no"
        label={t('invoices.dialogs.trackingNo')}
        required
        rules={[rule(f.tracking_no)]}
      >
        <Input maxLength={40} />
      </Form.Item>
    </FormDialog>
  );
}
