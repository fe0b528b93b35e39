import {
  ORDER_SOURCES,
  PAYMENT_TYPES,
  SHIPPING_TYPES,
  type OrderSource,
  type PaymentType,
  type ShippingType,
} from '@rxdesk/contract/orders/order-enums';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayRangeFilter, dayRangeOf, type DayRange } from '../../../../shared/dates/day-range-picker.tsx';
import { DaysItem, FilterForm } from '../../../../shared/lists/filter-form.tsx';
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
  const options = <T extends string>(values: readonly T[], label: (v: T, l: typeof lang) => string) =>
    values.map((v) => ({ value: v, label: label(v, lang) }));

  return (
    <FilterForm
      name="order-advanced-search"
      value={value}
      toValues={toFormValues}
      toFilters={toFilters}
      onApply={onApply}
      onReset={onReset}
      labels={{ reset: t('orders.filters.reset'), apply: t('orders.filters.apply') }}
    >
      <DaysItem
        label={t('orders.filters.time')}
        placeholder={[t('orders.filters.startDate'), t('orders.filters.endDate')]}
      />
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
    </FilterForm>
  );
}
