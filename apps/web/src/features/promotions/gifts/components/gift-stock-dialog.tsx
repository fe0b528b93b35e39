import { giftStockBody, type Gift, type GiftStockBody } from '@rxdesk/contract/promotions/gifts';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Form, Input, InputNumber, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import { useGiftDetail } from '../api/get-gifts.ts';

export interface GiftStockValues {
  change: number | null;
  reason: string;
}

export const giftStockInput = (v: GiftStockValues): GiftStockBody => ({
  change: v.change ?? 0,
  reason: v.reason.trim(),
});

/** A restock (+) or write-off (−) with its reason, beside the gift's latest ledger rows. The
 * server refuses a change that would take the stock below zero (409, shown as a toast). */
export function GiftStockDialog({
  gift,
  ...dialog
}: FormDialogProps<GiftStockValues> & { gift: Gift | null }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<GiftStockValues>();
  const detail = useGiftDetail(dialog.open && gift ? gift.gift_id : null);
  const f = giftStockBody.shape;
  return (
    <FormDialog
      form={form}
      name="gift-stock"
      title={t('gifts.stock.title', { name: gift?.name ?? '' })}
      serverFields={{ change: 'change', reason: 'reason' }}
      initialValues={{ change: null, reason: '' }}
      width={520}
      {...dialog}
    >
      <Typography.Paragraph>
        {t('gifts.stock.current', { stock: detail.data?.stock ?? gift?.stock ?? 0 })}
      </Typography.Paragraph>
      <Form.Item name="change" label={t('gifts.stock.change')} required rules={[rule(f.change)]}>
        <InputNumber precision={0} style={{ width: '100%' }} autoFocus />
      </Form.Item>
      <Form.Item name="reason" label={t('gifts.stock.reason')} required rules={[rule(f.reason)]}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Typography.Text strong>{t('gifts.stock.ledger')}</Typography.Text>
      <List
        size="small"
        loading={detail.isFetching}
        locale={{ emptyText: t('gifts.stock.empty') }}
        dataSource={(detail.data?.ledger ?? []).slice(0, 8)}
        data-testid="gift-ledger"
        renderItem={(r) => (
          <List.Item>
            <span>{unixToDateString(r.at)}</span>
            <span>{t(`gifts.stock.reasons.${r.reason}`)}</span>
            <span>{r.ref}</span>
            <b>{r.change > 0 ? `+${r.change}` : r.change}</b>
          </List.Item>
        )}
      />
    </FormDialog>
  );
}
