import { translateMessage } from '@rxdesk/contract/common/locale';
import { receiveBatchFields } from '@rxdesk/contract/goods/stock';
import { DatePicker, Form, Input, InputNumber, type FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { useReceiveBatch } from '../api/stock-receive.ts';

interface Values {
  batch_no: string;
  production_date: Dayjs | null;
  expiry_date: Dayjs | null;
  quantity: number | null;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');

interface Props {
  /** The SKU receiving stock; null = closed. */
  skuId: number | null;
  onClose: () => void;
}

/** 入库: a batch number with its production and expiry dates and the quantity received. The server
 * refuses an expired batch and an existing number with another expiry (shown under the field). */
export function StockReceiveDialog({ skuId, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const receive = useReceiveBatch();
  const dateRule = (schema: typeof receiveBatchFields.shape.expiry_date): FormRule => ({
    validator: (_rule, value: Dayjs | null) => {
      const parsed = schema.safeParse(day(value));
      return parsed.success
        ? Promise.resolve()
        : Promise.reject(new Error(translateMessage(lang, value ? 'rule.date' : 'rule.required')));
    },
  });
  const afterProduction: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, value: Dayjs | null) => {
      const made = getFieldValue('production_date') as Dayjs | null;
      return !value || !made || day(value) > day(made)
        ? Promise.resolve()
        : Promise.reject(new Error(translateMessage(lang, 'rule.expiryAfterProduction')));
    },
  });

  async function submit(v: Values) {
    if (skuId === null || v.quantity === null) return;
    await receive.mutateAsync({
      skuId,
      body: {
        batch_no: v.batch_no.trim(),
        production_date: day(v.production_date),
        expiry_date: day(v.expiry_date),
        quantity: v.quantity,
      },
    });
    toast.success(t('goods.stock.receive.done'));
    onClose();
  }

  return (
    <FormDialog<Values>
      form={form}
      name="stock-receive"
      title={t('goods.stock.receive.title')}
      serverFields={{
        batch_no: 'batch_no',
        production_date: 'production_date',
        expiry_date: 'expiry_date',
        quantity: 'quantity',
      }}
      open={skuId !== null}
      submitting={receive.isPending}
      onSubmit={submit}
      onCancel={onClose}
      clearOnDestroy
    >
      <Form.Item
        name="batch_no"
        label={t('goods.stock.receive.batchNo')}
        extra={t('goods.stock.receive.batchNoHint')}
        required
        rules={[schemaRule(receiveBatchFields.shape.batch_no)]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="production_date"
        label={t('goods.stock.receive.productionDate')}
        required
        rules={[dateRule(receiveBatchFields.shape.production_date)]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="expiry_date"
        label={t('goods.stock.receive.expiryDate')}
        required
        dependencies={['production_date']}
        rules={[dateRule(receiveBatchFields.shape.expiry_date), afterProduction]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('goods.stock.receive.quantity')}
        required
        rules={[schemaRule(receiveBatchFields.shape.quantity)]}
      >
        <InputNumber min={1} max={999999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
