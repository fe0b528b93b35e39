import { adjustBatchBody, type StockBatch } from '@rxdesk/contract/goods/stock';
import { Alert, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useAdjustBatch } from '../api/stock-adjust.ts';
import { useSkuBatches } from '../api/stock-batches.ts';

interface Values {
  batch_id: number | null;
  delta: number | null;
  reason: string;
}

export interface AdjustTarget {
  skuId: number;
  /** The batch to adjust; the dialog offers the SKU's batches to choose from without it. */
  batch?: StockBatch;
}

interface Props {
  target: AdjustTarget | null;
  onClose: () => void;
}

/** 调整库存: one batch of the SKU, a non-zero change and its reason (a stocktake difference, a
 * write-off). The server refuses to take a batch below zero; the refusal shows as a toast. */
export function StockAdjustDialog({ target, onClose }: Props) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const adjust = useAdjustBatch();
  const sku = useSkuBatches(target && !target.batch ? target.skuId : null);
  const batches = target?.batch ? [target.batch] : (sku.data?.batches ?? []);
  const loading = !target?.batch && !sku.data;

  async function submit(v: Values) {
    if (v.batch_id === null || v.delta === null) return;
    await adjust.mutateAsync({ batchId: v.batch_id, body: { delta: v.delta, reason: v.reason.trim() } });
    toast.success(t('goods.stock.adjust.done'));
    onClose();
  }

  return (
    <FormDialog<Values>
      form={form}
      name="stock-adjust"
      title={t('goods.stock.adjust.title')}
      serverFields={{ delta: 'delta', reason: 'reason' }}
      open={target !== null}
      submitting={adjust.isPending}
      onSubmit={submit}
      onCancel={onClose}
      clearOnDestroy
      initialValues={{
        batch_id: target?.batch?.batch_id ?? batches[0]?.batch_id ?? null,
        delta: null,
        reason: '',
      }}
      placeholder={loading ? <Skeleton active paragraph={{ rows: 3 }} /> : undefined}
      okDisabled={batches.length === 0}
    >
      {batches.length === 0 && <Alert type="info" showIcon title={t('goods.stock.adjust.noBatch')} />}
      <Form.Item name="batch_id" label={t('goods.stock.adjust.batch')} required>
        <Select
          disabled={Boolean(target?.batch)}
          options={batches.map((b) => ({
            value: b.batch_id,
            label: t('goods.stock.adjust.batchOption', {
              batch: b.batch_no,
              quantity: b.quantity,
              expiry: b.expiry_date || '—',
            }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="delta"
        label={t('goods.stock.adjust.delta')}
        extra={t('goods.stock.adjust.deltaHint')}
        required
        rules={[schemaRule(adjustBatchBody.shape.delta)]}
      >
        <InputNumber min={-999999} max={999999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('goods.stock.adjust.reason')}
        required
        rules={[schemaRule(adjustBatchBody.shape.reason)]}
      >
        <Input.TextArea
          rows={2}
          maxLength={200}
          showCount
          placeholder={t('goods.stock.adjust.reasonPlaceholder')}
        />
      </Form.Item>
    </FormDialog>
  );
}
