import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

export interface ApproveValues {
  reason?: string;
}

/** The first-sale review's approval (首营审核通过), with an optional remark kept in the review
 * history; the item then waits off shelf until it is put on sale. */
export function ApproveDialog({
  goodsName,
  ...dialog
}: FormDialogProps<ApproveValues> & { goodsName: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApproveValues>();
  return (
    <FormDialog
      form={form}
      name="goods-approve"
      title={t('goods.review.approveTitle')}
      serverFields={{ reason: 'reason' }}
      okText={t('goods.review.approve')}
      width={460}
      {...dialog}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('goods.review.approveHint', { name: goodsName })}
      />
      <Form.Item name="reason" label={t('goods.review.remark')}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormDialog>
  );
}
