import { dateStringToUnix, unixToDateString } from '@rxdesk/contract/common/date-format';
import {
  ASSEMBLE_LIMIT_MAX,
  ASSEMBLE_MINUTES_MAX,
  ASSEMBLE_MINUTES_MIN,
  ASSEMBLE_TEAM_MAX,
  ASSEMBLE_TEAM_MIN,
  assembleBody,
  type AssembleDetail,
} from '@rxdesk/contract/promotions/assemble';
import type { ActivitySkuOption } from '@rxdesk/contract/promotions/seckill';
import { Button, DatePicker, Form, Input, InputNumber, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { showSubmitError } from '../../../../shared/forms/server-field-error.ts';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import { useRuleMessage } from '../../../../shared/hooks/use-rule-message.ts';
import { skusOfDetail } from '../../seckill/components/use-sku-choice.ts';
import type { AssembleInput } from '../api/save-assemble.ts';
import { AssembleSkuEditor } from './assemble-sku-editor.tsx';

interface Values {
  title: string;
  window: [Dayjs, Dayjs] | null;
  team_size: number;
  time_limit: number;
  limit_num: number;
}

// The picker shows wall-clock time; it is read as Shanghai time whatever the browser's zone.
const toUnix = (d: Dayjs) => dateStringToUnix(d.format('YYYY-MM-DD HH:mm')) ?? 0;
const fromUnix = (s: number) => dayjs(unixToDateString(s, 'yyyy-MM-dd hh:mm'));

/** The add / edit form of an assemble: title, window, team size, time limit, per-order limit and
 * per SKU the assemble price. Server refusals land under their field or as a toast. */
export function AssembleForm({
  detail,
  submitting,
  onSubmit,
  onCancel,
}: {
  detail: AssembleDetail | null;
  submitting: boolean;
  onSubmit: (body: AssembleInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.assemble.${key}`);
  const rule = useSchemaRule();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<Values>();
  const [skus, setSkus] = useState<ActivitySkuOption[]>(() => skusOfDetail(detail));
  const [prices, setPrices] = useState<Record<number, number | null>>(() =>
    Object.fromEntries((detail?.skus ?? []).map((s) => [s.sku_id, s.price])),
  );
  const [initial] = useState<Partial<Values>>(() =>
    detail
      ? {
          title: detail.title,
          window: [fromUnix(detail.start_time), fromUnix(detail.end_time)],
          team_size: detail.team_size,
          time_limit: detail.time_limit,
          limit_num: detail.limit_num,
        }
      : { team_size: 2, time_limit: 1440, limit_num: 1 },
  );
  const shape = assembleBody.shape;

  const submit = async (v: Values) => {
    if (skus.length === 0) return toast.error(k('noSkus'));
    if (skus.some((s) => prices[s.sku_id] == null)) return toast.error(k('pricesIncomplete'));
    try {
      await onSubmit({
        title: v.title,
        start_time: v.window ? toUnix(v.window[0]) : 0,
        end_time: v.window ? toUnix(v.window[1]) : 0,
        team_size: v.team_size,
        time_limit: v.time_limit,
        limit_num: v.limit_num,
        skus: skus.map((s) => ({ sku_id: s.sku_id, price: prices[s.sku_id]! })),
      });
    } catch (error) {
      showSubmitError(form, error, {
        title: 'title',
        start_time: 'window',
        end_time: 'window',
        team_size: 'team_size',
        time_limit: 'time_limit',
        limit_num: 'limit_num',
      });
    }
  };

  return (
    <Form<Values>
      form={form}
      name="assemble"
      layout="vertical"
      initialValues={initial}
      autoComplete="off"
      onFinish={(v) => void submit(v)}
      onFinishFailed={() => toast.error(ruleMessage('rule.formInvalid'))}
      style={{ maxWidth: 960 }}
    >
      <Form.Item name="title" label={k('fields.title')} required rules={[rule(shape.title)]}>
        <Input maxLength={25} showCount data-testid="assemble-title" />
      </Form.Item>
      <Form.Item
        name="window"
        label={k('fields.window')}
        rules={[{ required: true, message: k('fields.window') }]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          data-testid="assemble-window"
        />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="team_size" label={k('fields.teamSize')} required rules={[rule(shape.team_size)]}>
          <InputNumber
            min={ASSEMBLE_TEAM_MIN}
            max={ASSEMBLE_TEAM_MAX}
            precision={0}
            data-testid="assemble-team-size"
          />
        </Form.Item>
        <Form.Item
          name="time_limit"
          label={k('fields.timeLimit')}
          required
          tooltip={k('timeLimitHint')}
          rules={[rule(shape.time_limit)]}
        >
          <InputNumber
            min={ASSEMBLE_MINUTES_MIN}
            max={ASSEMBLE_MINUTES_MAX}
            precision={0}
            data-testid="assemble-time-limit"
          />
        </Form.Item>
        <Form.Item name="limit_num" label={k('fields.limitNum')} required rules={[rule(shape.limit_num)]}>
          <InputNumber min={1} max={ASSEMBLE_LIMIT_MAX} precision={0} data-testid="assemble-limit" />
        </Form.Item>
      </Space>
      <Form.Item label={k('fields.goods')} required>
        <AssembleSkuEditor skus={skus} prices={prices} onSkus={setSkus} onPrices={setPrices} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="assemble-save">
          {k('save')}
        </Button>
        <Button onClick={onCancel}>{k('cancel')}</Button>
      </Space>
    </Form>
  );
}
