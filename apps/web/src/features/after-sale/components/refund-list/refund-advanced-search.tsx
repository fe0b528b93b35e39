import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  REFUND_SOURCE_LABELS,
  REFUND_SOURCES,
  type RefundMethod,
  type RefundSource,
} from '@rxdesk/contract/after-sale/after-sale';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayRangeFilter, dayRangeOf, type DayRange } from '../../../../shared/dates/day-range-picker.tsx';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelOptions } from '../../../../shared/labels/enum-label.ts';
import { DaysItem, FilterForm } from '../../../../shared/lists/filter-form.tsx';
import type { RefundAdvanced } from '../../lib/refund-filters.ts';

interface FormValues {
  method?: RefundMethod;
  source?: RefundSource;
  days?: DayRange;
}

interface Props {
  value: RefundAdvanced;
  onApply: (filters: RefundAdvanced) => void;
  onReset: () => void;
}

const toFormValues = (value: RefundAdvanced): FormValues => ({
  method: value.method,
  source: value.source,
  days: dayRangeOf(value.start_time, value.end_time),
});

const toFilters = (values: FormValues): RefundAdvanced => ({
  method: values.method,
  source: values.source,
  ...dayRangeFilter(values.days),
});

/** The refund list's advanced search: way, source and created time (with the §9 shortcuts). */
export function RefundAdvancedSearch({ value, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <FilterForm
      name="refund-advanced-search"
      value={value}
      toValues={toFormValues}
      toFilters={toFilters}
      onApply={onApply}
      onReset={onReset}
      labels={{ reset: t('after-sale.filters.reset'), apply: t('after-sale.filters.apply') }}
    >
      <Form.Item name="method" label={t('after-sale.refunds.method')}>
        <Select
          allowClear
          placeholder={t('after-sale.filters.any')}
          options={labelOptions(REFUND_METHODS, REFUND_METHOD_LABELS, lang)}
        />
      </Form.Item>
      <Form.Item name="source" label={t('after-sale.refunds.source')}>
        <Select
          allowClear
          placeholder={t('after-sale.filters.any')}
          options={labelOptions(REFUND_SOURCES, REFUND_SOURCE_LABELS, lang)}
        />
      </Form.Item>
      <DaysItem
        label={t('after-sale.filters.createTime')}
        placeholder={[t('after-sale.filters.startDate'), t('after-sale.filters.endDate')]}
      />
    </FilterForm>
  );
}
