import { dateStringToUnix, unixToDateString } from '@rxdesk/contract/common/date-format';
import { groupBuyBody, type GroupBuyDetail } from '@rxdesk/contract/promotions/group-buy';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import {
  filledRows,
  rowKey,
  SkuRowsEditor,
  type EditRow,
} from '../../seckill/components/sku-rows-editor.tsx';
import { skusOfDetail, useSkuChoice } from '../../seckill/components/use-sku-choice.ts';
import type { GroupBuyInput } from '../api/save-group-buy.ts';

interface Values {
  group_name: string;
  window: [Dayjs, Dayjs] | null;
}

// The picker shows wall-clock time; it is read as Shanghai time whatever the browser's zone.
const toUnix = (d: Dayjs) => dateStringToUnix(d.format('YYYY-MM-DD HH:mm')) ?? 0;
const fromUnix = (s: number) => dayjs(unixToDateString(s, 'yyyy-MM-dd hh:mm'));

/** Add or edit (before the start) a group buy: its name, window, and per SKU the group price,
 * quantity and per-order limit. */
export function GroupBuyFormDialog({
  detail,
  submitting,
  onSubmit,
  onCancel,
}: {
  detail: GroupBuyDetail | null;
  submitting: boolean;
  onSubmit: (body: GroupBuyInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.activity.${key}`);
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const choice = useSkuChoice(
    skusOfDetail(detail),
    Object.fromEntries(
      (detail?.skus ?? []).map((s) => [
        rowKey(s.sku_id),
        { price: s.price, quantity: s.quantity, limit_num: s.limit_num },
      ]),
    ),
  );
  const rows: EditRow[] = useMemo(
    () => choice.skus.map((sku) => ({ key: rowKey(sku.sku_id), sku })),
    [choice.skus],
  );
  const [initial] = useState<Partial<Values>>(() =>
    detail
      ? { group_name: detail.group_name, window: [fromUnix(detail.start_time), fromUnix(detail.end_time)] }
      : {},
  );

  return (
    <FormDialog<Values>
      form={form}
      name="group-buy"
      title={k(detail ? 'editGroupBuy' : 'addGroupBuy')}
      width={960}
      open
      submitting={submitting}
      initialValues={initial}
      serverFields={{ group_name: 'group_name', start_time: 'window', end_time: 'window' }}
      onCancel={onCancel}
      onSubmit={async (v) => {
        const skus = filledRows(rows, choice.values);
        if (!skus || skus.length === 0) {
          toast.error(k(skus ? 'noSkus' : 'rowsIncomplete'));
          return;
        }
        await onSubmit({
          group_name: v.group_name,
          start_time: v.window ? toUnix(v.window[0]) : 0,
          end_time: v.window ? toUnix(v.window[1]) : 0,
          skus: skus.map(({ sku_id, price, quantity, limit_num }) => ({
            sku_id,
            price,
            quantity,
            limit_num,
          })),
        });
      }}
    >
      <Form.Item
        name="group_name"
        label={k('fields.groupName')}
        required
        rules={[rule(groupBuyBody.shape.group_name)]}
      >
        <Input maxLength={30} showCount data-testid="group-buy-name" />
      </Form.Item>
      <Form.Item
        name="window"
        label={k('fields.window')}
        rules={[{ required: true, message: k('fields.window') }]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          data-testid="group-buy-window"
        />
      </Form.Item>
      <Form.Item label={k('fields.goods')} required>
        <SkuRowsEditor
          kind="groupBuy"
          rows={rows}
          values={choice.values}
          onValues={choice.setValues}
          onSkus={choice.change}
        />
      </Form.Item>
    </FormDialog>
  );
}
