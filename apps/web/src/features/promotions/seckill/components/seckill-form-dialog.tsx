import { seckillBody, type ActivitySkuOption, type SeckillDetail } from '@rxdesk/contract/promotions/seckill';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import type { SeckillInput } from '../api/save-seckill.ts';
import { skusOfDetail, useSkuChoice } from './use-sku-choice.ts';
import { filledRows, rowKey, SkuRowsEditor, type EditRow } from './sku-rows-editor.tsx';

interface Values {
  title: string;
  sale_date: Dayjs | null;
  slots: number[];
}

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${h}:00` }));

/** Add or edit (before the start) a time-limited sale: title, sale day, slots, and per slot and
 * SKU the seckill price, quantity and per-order limit. */
export function SeckillFormDialog({
  open,
  detail,
  submitting,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  /** The sale being edited; null to add one. */
  detail: SeckillDetail | null;
  submitting: boolean;
  onSubmit: (body: SeckillInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.activity.${key}`);
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch('slots', form);
  const slots = useMemo(() => watched ?? detail?.slots ?? [], [watched, detail]);
  const choice = useSkuChoice(skusOfDetail(detail), valuesOf(detail));
  const rows: EditRow[] = useMemo(
    () =>
      [...slots]
        .sort((a, b) => a - b)
        .flatMap((hour) =>
          choice.skus.map((sku: ActivitySkuOption) => ({ key: rowKey(sku.sku_id, hour), hour, sku })),
        ),
    [slots, choice.skus],
  );
  const [initial] = useState<Partial<Values>>(() =>
    detail
      ? { title: detail.title, sale_date: dayjs(detail.sale_date), slots: detail.slots }
      : { slots: [10, 14, 20] },
  );

  return (
    <FormDialog<Values>
      form={form}
      name="seckill"
      title={k(detail ? 'editSeckill' : 'addSeckill')}
      width={960}
      open={open}
      submitting={submitting}
      initialValues={initial}
      serverFields={{ title: 'title', sale_date: 'sale_date', slots: 'slots' }}
      onCancel={onCancel}
      onSubmit={async (v) => {
        const skus = filledRows(rows, choice.values);
        if (!skus || skus.length === 0) {
          toast.error(k(skus ? 'noSkus' : 'rowsIncomplete'));
          return;
        }
        await onSubmit({
          title: v.title,
          sale_date: v.sale_date?.format('YYYY-MM-DD') ?? '',
          slots: [...v.slots].sort((a, b) => a - b),
          skus: skus.map((s) => ({ ...s, hour: s.hour ?? 0 })),
        });
      }}
    >
      <Form.Item name="title" label={k('fields.title')} required rules={[rule(seckillBody.shape.title)]}>
        <Input maxLength={25} showCount data-testid="seckill-title" />
      </Form.Item>
      <Form.Item
        name="sale_date"
        label={k('fields.saleDate')}
        rules={[{ required: true, message: k('fields.saleDate') }]}
      >
        <DatePicker format="YYYY-MM-DD" data-testid="seckill-date" />
      </Form.Item>
      <Form.Item
        name="slots"
        label={k('fields.slots')}
        rules={[{ required: true, message: k('fields.slots') }]}
      >
        <Select mode="multiple" options={HOURS} data-testid="seckill-slots" />
      </Form.Item>
      <Form.Item label={k('fields.goods')} required>
        <SkuRowsEditor
          kind="seckill"
          rows={rows}
          values={choice.values}
          onValues={choice.setValues}
          onSkus={choice.change}
        />
      </Form.Item>
    </FormDialog>
  );
}

function valuesOf(detail: SeckillDetail | null) {
  return Object.fromEntries(
    (detail?.skus ?? []).map((s) => [
      rowKey(s.sku_id, s.hour),
      { price: s.price, quantity: s.quantity, limit_num: s.limit_num },
    ]),
  );
}
