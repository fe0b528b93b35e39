import { controlGoodsBody, type ControlGoodsRow } from '@rxdesk/contract/drug-control/drug-control';
import { Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useRestrictGoods } from '../api/restrict-goods.ts';

interface Values {
  limitQty: number | null;
  periodDays: number | null;
}

interface Props {
  /** The goods being limited; null = closed. */
  goods: ControlGoodsRow | null;
  onClose: () => void;
}

/** Marks goods as restricted (or changes the limit): at most N units per buyer (national ID)
 * within D days. The fields are checked with the contract's own schema. */
export function GoodsLimitDialog({ goods, onClose }: Props) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const save = useRestrictGoods();

  async function submit({ limitQty, periodDays }: Values) {
    if (!goods || limitQty === null || periodDays === null) return;
    await save.mutateAsync({ goodsId: goods.goods_id, limitQty, periodDays });
    toast.success(t('drug-control.goods.saved'));
    onClose();
  }

  return (
    <FormDialog<Values>
      form={form}
      name="control-goods-limit"
      title={
        goods?.restricted === 1 ? t('drug-control.goods.editTitle') : t('drug-control.goods.restrictTitle')
      }
      serverFields={{ limit_qty: 'limitQty', period_days: 'periodDays' }}
      initialValues={{ limitQty: goods?.limit_qty ?? 2, periodDays: goods?.period_days ?? 7 }}
      open={goods !== null}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      {goods && (
        <>
          <Typography.Paragraph>
            <b>{goods.common_name || goods.goods_name}</b> {goods.specs} · {goods.goods_code}
          </Typography.Paragraph>
          <Form.Item
            name="limitQty"
            label={t('drug-control.goods.limitQty')}
            required
            rules={[schemaRule(controlGoodsBody.shape.limit_qty)]}
          >
            <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="periodDays"
            label={t('drug-control.goods.periodDays')}
            required
            rules={[schemaRule(controlGoodsBody.shape.period_days)]}
          >
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('drug-control.goods.limitHint')}</Typography.Paragraph>
        </>
      )}
    </FormDialog>
  );
}
