import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  type RefundMethod,
} from '@rxdesk/contract/after-sale/after-sale';
import { translateMessage } from '@rxdesk/contract/common/locale';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Alert, Form, Input, Radio, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelOptions } from '../../../../shared/labels/enum-label.ts';
import { refundNoteProblem } from '../../lib/refund-rules.ts';

export interface RefundValues {
  method: RefundMethod;
  note?: string;
}

interface Props extends FormDialogProps<RefundValues> {
  name: string;
  title: string;
  amount: number;
  /** The methods offered: a case refund may go either way; recording an offline payment only one. */
  methods?: readonly RefundMethod[];
  initialMethod: RefundMethod;
}

/** POST …/refund (a case) and refunds/{sn}/offline: how the money goes back — to the buyer's
 * original payment through the payment provider, or paid by the shop some other way and recorded
 * with a note (required then). Money leaves the shop for good: the dialog says how much first. */
export function RefundDialog({
  name,
  title,
  amount,
  methods = REFUND_METHODS,
  initialMethod,
  ...dialog
}: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<RefundValues>();
  const method = Form.useWatch('method', form) ?? initialMethod;
  const noteRule: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const key = refundNoteProblem(
        getFieldValue('method') as RefundMethod,
        typeof value === 'string' ? value : '',
      );
      return key ? Promise.reject(new Error(translateMessage(lang, key))) : Promise.resolve();
    },
  });
  return (
    <FormDialog
      form={form}
      name={name}
      title={title}
      serverFields={{ method: 'method', note: 'note' }}
      initialValues={{ method: initialMethod, note: '' }}
      width={480}
      {...dialog}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('after-sale.dialogs.refundWarning', { amount: formatYuan(amount) })}
      />
      <Form.Item label={t('after-sale.dialogs.refundAmount')}>
        <Typography.Text strong data-testid="refund-amount">
          {formatYuan(amount)}
        </Typography.Text>
      </Form.Item>
      <Form.Item name="method" label={t('after-sale.dialogs.refundMethod')} required>
        <Radio.Group
          options={labelOptions(methods, REFUND_METHOD_LABELS, lang)}
          onChange={() => void form.validateFields(['note']).catch(() => undefined)}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('after-sale.dialogs.refundNote')}
        required={method === 'OFFLINE'}
        extra={
          method === 'OFFLINE' ? t('after-sale.dialogs.offlineHint') : t('after-sale.dialogs.originalHint')
        }
        rules={[noteRule]}
      >
        <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
