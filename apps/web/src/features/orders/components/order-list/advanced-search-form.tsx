import {
  ORDER_SOURCES,
  PAYMENT_TYPES,
  SHIPPING_TYPES,
  type OrderSource,
  type PaymentType,
  type ShippingType,
} from '@rxdesk/contract/order-enums';
import { Button, Form, Radio, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DayRangePicker,
  dayRangeFilter,
  dayRangeOf,
  type DayRange,
} from '../../../../shared/dates/day-range-picker.tsx';
import { paymentLabel, shippingLabel, sourceLabel } from '../../lib/labels.ts';
import type { AdvancedFilters } from '../../lib/list-filters.ts';
import { useLang } from '../../lib/use-lang.ts';

interface FormValues {
  days?: DayRange;
  order_source?: OrderSource;
  shipping_type?: ShippingType;
  payment_type?: PaymentType;
  is_prescription?: 0 | 1 | 'any';
}

interface Props {
  value: AdvancedFilters;
  onApply: (filters: AdvancedFilters) => void;
  onReset: () => void;
}

function toFormValues(value: AdvancedFilters): FormValues {
  return {
    days: dayRangeOf(value.start_time, value.end_time),
    order_source: value.order_source,
    shipping_type: value.shipping_type,
    payment_type: value.payment_type,
    is_prescription: value.is_prescription ?? 'any',
  };
}

function toFilters(values: FormValues): AdvancedFilters {
  return {
    ...dayRangeFilter(values.days),
    order_source: values.order_source,
    shipping_type: values.shipping_type,
    payment_type: values.payment_type,
    is_prescription: values.is_prescription === 'any' ? undefined : values.is_prescription,
  };
}

/** The advanced-search popover's form: order time (with the §9 shortcuts), source, delivery,
 * payment, prescription. */
export function AdvancedSearchForm({ value, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<FormValues>();
  // Show the filters in force each time they change (applied, reset, or from a link).
  useEffect(() => form.setFieldsValue(toFormValues(value)), [form, value]);

  const options = <T extends string>(values: readonly T[], label: (v: T, l: typeof lang) => string) =>
    values.map((v) => ({ value: v, label: label(v, lang) }));

  return (
    <Form<FormValues>
      form={form}
      name="order-advanced-search"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      style={{ width: 420 }}
      initialValues={toFormValues(value)}
      onFinish={(values) => onApply(toFilters(values))}
    >
      <Form.Item name="days" label={t('orders.filters.time')}>
        <DayRangePicker placeholder={[t('orders.filters.startDate'), t('orders.filters.endDate')]} />
      </Form.Item>
      <Form.Item name="order_source" label={t('orders.filters.source')}>
        <Select
          allowClear
          placeholder={t('orders.filters.any')}
          options={options(ORDER_SOURCES, sourceLabel)}
        />
      </Form.Item>
      <Form.Item name="shipping_type" label={t('orders.filters.shippingType')}>
        <Select
          allowClear
          placeholder={t('orders.filters.any')}
          options={options(SHIPPING_TYPES, shippingLabel)}
        />
      </Form.Item>
      <Form.Item name="payment_type" label={t('orders.filters.paymentType')}>
        <Select
          allowClear
          placeholder={t('orders.filters.any')}
          options={options(PAYMENT_TYPES, paymentLabel)}
        />
      </Form.Item>
      <Form.Item name="is_prescription" label={t('orders.filters.prescription')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'any', label: t('orders.filters.any') },
            { value: 1, label: t('orders.filters.yes') },
            { value: 0, label: t('orders.filters.no') },
          ]}
        />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onReset}>{t('orders.filters.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('orders.filters.apply')}
        </Button>
      </Space>
    </Form>
  );
}
