import { askReplyBody, ASK_ANSWER_MAX, type AskRow } from '@rxdesk/contract/consultations/asks';
import { Alert, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';

export interface AnswerValues {
  reply_content: string;
}

/** Answer a question (or change the answer): the question above, the answer under it. */
export function AnswerDialog({ row, ...dialog }: FormDialogProps<AnswerValues> & { row: AskRow }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<AnswerValues>();
  const editing = row.state === 'ANSWERED';
  return (
    <FormDialog
      form={form}
      name="ask-answer"
      title={editing ? t('consultations.editTitle') : t('consultations.answerTitle')}
      serverFields={{ reply_content: 'reply_content' }}
      initialValues={{ reply_content: editing ? row.reply_content : '' }}
      clearOnDestroy
      width={560}
      {...dialog}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('consultations.columns.goods')}>{row.goods_name}</Descriptions.Item>
        <Descriptions.Item label={t('consultations.columns.question')}>{row.content}</Descriptions.Item>
        <Descriptions.Item label={t('consultations.member')}>{row.member_name}</Descriptions.Item>
      </Descriptions>
      {row.pharmacist_required === 1 && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('consultations.rxNotice')} />
      )}
      <Form.Item
        name="reply_content"
        label={t('consultations.answer')}
        required
        rules={[rule(askReplyBody.shape.reply_content)]}
      >
        <Input.TextArea
          maxLength={ASK_ANSWER_MAX}
          showCount
          autoFocus
          autoSize={{ minRows: 4, maxRows: 10 }}
        />
      </Form.Item>
    </FormDialog>
  );
}
