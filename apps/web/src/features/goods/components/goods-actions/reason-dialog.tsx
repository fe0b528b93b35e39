import { goodsUnderBody } from '@rxdesk/contract/goods/goods-review';
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
  /** Who reads the reason, said before the clerk commits. */
  hint: string;
}

/** Off shelf and reject: a required reason (2–200 characters, the contract's rule), which the
 * list shows under the item's state. */
export function ReasonDialog({ name, title, label, hint, ...dialog }: Props) {
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
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={hint} />
      <Form.Item name="reason" label={label} required rules={[rule(goodsUnderBody.shape.reason)]}>
        <Input.TextArea maxLength={200} showCount autoFocus autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </FormDialog>
  );
}
