import { commentReplyBody, type CommentRow } from '@rxdesk/contract/comments/comments';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';

export interface ReplyValues {
  content: string;
}

/** The shop's reply to a review (1–500 characters, the contract's rule): the first reply, or an
 * edit of it within 24 hours (the server checks the time too). The review is shown as text. */
export function CommentReplyDialog({
  comment,
  ...dialog
}: FormDialogProps<ReplyValues> & { comment: CommentRow | null }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<ReplyValues>();
  const edit = comment?.reply_content != null;
  return (
    <FormDialog
      form={form}
      name="comment-reply"
      title={edit ? t('comments.editReplyTitle') : t('comments.replyTitle')}
      serverFields={{ content: 'content' }}
      initialValues={{ content: comment?.reply_content ?? '' }}
      width={560}
      {...dialog}
    >
      {comment && (
        <p className="rx-comment__text" data-testid="reply-dialog-review">
          {comment.content}
        </p>
      )}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          edit && comment?.reply_editable_until
            ? t('comments.editNotice', { time: unixToDateString(comment.reply_editable_until) })
            : t('comments.replyNotice')
        }
      />
      <Form.Item
        name="content"
        label={t('comments.replyContent')}
        required
        rules={[rule(commentReplyBody.shape.content)]}
      >
        <Input.TextArea maxLength={500} showCount autoFocus autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
    </FormDialog>
  );
}
