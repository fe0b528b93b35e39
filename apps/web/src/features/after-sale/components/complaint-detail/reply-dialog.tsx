import { complaintReplyBody } from '@rxdesk/contract/after-sale/complaints';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

export interface ReplyValues {
  content: string;
}

/** POST complaints/{id}/reply: the shop's answer, 1–1000 characters (the contract's rule). */
export function ReplyDialog(dialog: FormDialogProps<ReplyValues>) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<ReplyValues>();
  return (
    <FormDialog
      form={form}
      name="complaint-reply"
      title={t('after-sale.complaints.replyTitle')}
      serverFields={{ content: 'content' }}
      width={520}
      {...dialog}
    >
      <Form.Item
        name="content"
        label={t('after-sale.complaints.replyContent')}
        required
        rules={[rule(complaintReplyBody.shape.content)]}
      >
        <Input.TextArea maxLength={1000} showCount autoFocus autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
    </FormDialog>
  );
}
