import type { AfterSaleDetail } from '@rxdesk/contract/after-sale/after-sale';
import { translateMessage } from '@rxdesk/contract/common/locale';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Alert, Form, Input, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { approvedAmountProblem } from '../../lib/amount-rule.ts';
import { approvalTakesAmount, initialApprovedAmount } from '../../lib/case-actions.ts';

export interface ApproveValues {
  approved_amount?: string;
  remark?: string;
}

type CaseFacts = Pick<AfterSaleDetail, 'service_type' | 'requested_amount' | 'refundable_amount'>;

/** POST …/approve. For a refund type the amount to refund is fixed here: §5 money, above 0, at
 * most the refundable amount shown above the field (the server checks the same). An exchange or
 * re-send is approved without an amount. */
export function ApproveDialog({ detail, ...dialog }: FormDialogProps<ApproveValues> & { detail: CaseFacts }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<ApproveValues>();
  const takesAmount = approvalTakesAmount(detail.service_type);
  const amountRule: FormRule = {
    validator: (_rule, value: unknown) => {
      const problem = approvedAmountProblem(typeof value === 'string' ? value : '', detail.refundable_amount);
      if (!problem) return Promise.resolve();
      const params = 'params' in problem ? problem.params : {};
      return Promise.reject(new Error(translateMessage(lang, problem.key, params)));
    },
  };
  return (
    <FormDialog
      form={form}
      name="case-approve"
      title={t('after-sale.dialogs.approveTitle')}
      serverFields={{ approved_amount: 'approved_amount', remark: 'remark' }}
      initialValues={{ approved_amount: takesAmount ? initialApprovedAmount(detail) : undefined, remark: '' }}
      width={460}
      {...dialog}
    >
      {takesAmount ? (
        <>
          <Form.Item label={t('after-sale.dialogs.requested')}>
            <Typography.Text>{formatYuan(detail.requested_amount)}</Typography.Text>
          </Form.Item>
          <Form.Item
            name="approved_amount"
            label={t('after-sale.dialogs.approvedAmount')}
            extra={t('after-sale.dialogs.refundableHint', { amount: formatYuan(detail.refundable_amount) })}
            required
            rules={[amountRule]}
          >
            <Input prefix="¥" inputMode="decimal" autoFocus maxLength={12} data-testid="approved-amount" />
          </Form.Item>
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('after-sale.dialogs.approveGoods')}
        />
      )}
      <Form.Item name="remark" label={t('after-sale.dialogs.remark')}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
