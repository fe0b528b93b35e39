import type { AfterSaleLine } from '@rxdesk/contract/after-sale/after-sale';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

export interface StockInValues {
  remark?: string;
}

/** POST …/stock-in: the shop confirms the returned goods arrived; they go back to stock at once,
 * so the dialog lists what will be added before the shop confirms. */
export function StockInDialog({
  lines,
  ...dialog
}: FormDialogProps<StockInValues> & { lines: AfterSaleLine[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StockInValues>();
  return (
    <FormDialog
      form={form}
      name="case-stock-in"
      title={t('after-sale.dialogs.stockInTitle')}
      serverFields={{ remark: 'remark' }}
      initialValues={{ remark: '' }}
      width={480}
      {...dialog}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('after-sale.dialogs.stockInWarning')}
      />
      <ul aria-label={t('after-sale.detail.lines')} style={{ marginBottom: 16, paddingInlineStart: 20 }}>
        {lines.map((line) => (
          <li key={line.line_id}>
            {line.goods_name} {line.specs} ×{line.num}
          </li>
        ))}
      </ul>
      <Form.Item name="remark" label={t('after-sale.dialogs.remark')}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
