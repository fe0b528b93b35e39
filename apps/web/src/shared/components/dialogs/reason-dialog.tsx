import { Alert, Form, Input } from 'antd';
import { useSchemaRule, type KeyedSchema } from '../../forms/schema-rule.ts';
import { FormDialog, type FormDialogProps } from './form-dialog.tsx';

export interface ReasonValues {
  reason: string;
}

interface Props extends FormDialogProps<ReasonValues> {
  name: string;
  title: string;
  label: string;
  /** Said before the user commits: who reads the reason, or what ends for good. */
  notice: string;
  /** `warning` when the action cannot be undone. */
  noticeType?: 'info' | 'warning';
  /** The contract's rule of the reason field (its length and message). */
  rule: KeyedSchema;
}

/** An action that needs a reason (refuse or close a case, put goods off shelf, reject a review):
 * one required text checked with the contract's rule, a notice, and a red OK. */
export function ReasonDialog({
  name,
  title,
  label,
  notice,
  noticeType = 'info',
  rule: reasonRule,
  ...dialog
}: Props) {
  const rule = useSchemaRule();
  const [form] = Form.useForm<ReasonValues>();
  return (
    <FormDialog
      form={form}
      name={name}
      title={title}
      serverFields={{ reason: 'reason' }}
      width={460}
      danger
      {...dialog}
    >
      <Alert type={noticeType} showIcon style={{ marginBottom: 16 }} title={notice} />
      <Form.Item name="reason" label={label} required rules={[rule(reasonRule)]}>
        <Input.TextArea maxLength={200} showCount autoFocus autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}
