import { couponBody, type Coupon, type CouponInput } from '@rxdesk/contract/promotions/coupons';
import { DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

export interface CouponFormValues {
  title: string;
  face_value: string;
  threshold: string;
  total: number | null;
  per_member: number | null;
  window: [Dayjs, Dayjs] | null;
  validity_type: 'FIXED' | 'DAYS';
  valid_days: number | null;
}

/** The form's values as the API takes them (yuan as typed; the server converts and checks). */
export function couponInput(v: CouponFormValues): CouponInput {
  return {
    title: v.title,
    face_value: v.face_value,
    threshold: v.threshold === '' ? '0' : v.threshold,
    total: v.total ?? 0,
    per_member: v.per_member ?? 0,
    validity_type: v.validity_type,
    start_time: v.window?.[0].unix() ?? 0,
    end_time: v.window?.[1].unix() ?? 0,
    valid_days: v.validity_type === 'DAYS' ? (v.valid_days ?? 0) : 0,
    scope: 'ALL',
  };
}

function initialOf(c: Coupon | null): Partial<CouponFormValues> {
  if (!c) {
    // A new coupon runs from now for 30 days unless changed.
    const start = dayjs().startOf('minute');
    return {
      validity_type: 'FIXED',
      threshold: '0',
      per_member: 1,
      valid_days: 7,
      window: [start, start.add(30, 'day')],
    };
  }
  return {
    title: c.title,
    face_value: String(c.face_value),
    threshold: String(c.threshold),
    total: c.total,
    per_member: c.per_member,
    window: [dayjs.unix(c.start_time), dayjs.unix(c.end_time)],
    validity_type: c.validity_type,
    valid_days: c.valid_days || 7,
  };
}

/** Create or edit a coupon (edit only while nobody has claimed it: the server says so too). The
 * field rules are the contract's; the cross-field ones (threshold above face value, the end
 * after the start) come back from the server under their field. */
export function CouponFormDialog({
  coupon,
  ...dialog
}: FormDialogProps<CouponFormValues> & { coupon: Coupon | null }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<CouponFormValues>();
  const validity = Form.useWatch('validity_type', form);
  const f = couponBody.shape;
  return (
    <FormDialog
      form={form}
      name="coupon-form"
      title={coupon ? t('coupons.edit') : t('coupons.create')}
      serverFields={{
        title: 'title',
        face_value: 'face_value',
        threshold: 'threshold',
        total: 'total',
        per_member: 'per_member',
        start_time: 'window',
        end_time: 'window',
        valid_days: 'valid_days',
      }}
      initialValues={initialOf(coupon)}
      width={560}
      {...dialog}
    >
      <Form.Item name="title" label={t('coupons.form.title')} required rules={[rule(f.title)]}>
        <Input maxLength={20} showCount autoFocus />
      </Form.Item>
      <Form.Item name="face_value" label={t('coupons.form.face')} required rules={[rule(f.face_value)]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="threshold" label={t('coupons.form.threshold')} rules={[rule(f.threshold)]}>
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item name="total" label={t('coupons.form.total')} required rules={[rule(f.total)]}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="per_member" label={t('coupons.form.perMember')} required rules={[rule(f.per_member)]}>
        <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="window"
        label={t('coupons.form.window')}
        required
        rules={[{ required: true, message: t('coupons.form.window') }]}
      >
        <DatePicker.RangePicker showTime style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="validity_type" label={t('coupons.form.validity')}>
        <Radio.Group
          options={[
            { value: 'FIXED', label: t('coupons.form.fixed') },
            { value: 'DAYS', label: t('coupons.form.days') },
          ]}
        />
      </Form.Item>
      {validity === 'DAYS' && (
        <Form.Item name="valid_days" label={t('coupons.form.validDays')} required>
          <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item label={t('coupons.form.scope')}>{t('coupons.form.scopeAll')}</Form.Item>
    </FormDialog>
  );
}
