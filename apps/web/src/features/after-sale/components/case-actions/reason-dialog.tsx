import { refuseBody } from '@rxdesk/contract/after-sale/after-sale';
import { Alert, Form, Input } from 'antd';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

export interface ReasonValues {
  reason: string;
}

interface Props extends FormDialogProps<ReasonValues> {
  name: string;
  title: string;
  label: string;
  /** What happens, said before the shop commits (the case ends; the buyer reads the reason). */
  warning: string;
}

/** POST …/refuse and …/close: a required reason (1–200 characters, the contract's rule) and a
 * warning, with a red OK — both end the case for good. */
export function ReasonDialog({ name, title, label, warning, ...dialog }: Props) {
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
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={warning} />
      <Form.Item name="reason" label={label} required rules={[rule(refuseBody.shape.reason)]}>
        <Input.TextArea maxLength={200} showCount autoFocus autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}
