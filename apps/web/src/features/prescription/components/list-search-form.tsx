import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayRangeFilter, dayRangeOf, type DayRange } from '../../../shared/dates/day-range-picker.tsx';
import { DaysItem, FilterForm } from '../../../shared/lists/filter-form.tsx';
import { usePharmacists } from '../api/get-pharmacists.ts';
import type { AdvancedFilters } from '../lib/list-filters.ts';

interface FormValues {
  days?: DayRange;
  pharmacist_id?: number;
  overdue?: boolean;
}

interface Props {
  value: AdvancedFilters;
  onApply: (filters: AdvancedFilters) => void;
  onReset: () => void;
}

const toFormValues = (value: AdvancedFilters): FormValues => ({
  days: dayRangeOf(value.start_time, value.end_time),
  pharmacist_id: value.pharmacist_id,
  overdue: value.overdue === 1,
});

const toFilters = (values: FormValues): AdvancedFilters => ({
  ...dayRangeFilter(values.days),
  pharmacist_id: values.pharmacist_id,
  overdue: values.overdue ? 1 : undefined,
});

/** The advanced-search popover: order time (with the §9 shortcuts), auditing pharmacist,
 * overdue only. */
export function ListSearchForm({ value, onApply, onReset }: Props) {
  const { t } = useTranslation();
  // The popover draws this form when it first opens: only then are the pharmacists read.
  const pharmacists = usePharmacists().data;
  return (
    <FilterForm
      name="prescription-advanced-search"
      value={value}
      toValues={toFormValues}
      toFilters={toFilters}
      onApply={onApply}
      onReset={onReset}
      labels={{ reset: t('prescription.filters.reset'), apply: t('prescription.filters.apply') }}
    >
      <DaysItem
        label={t('prescription.filters.time')}
        placeholder={[t('prescription.filters.startDate'), t('prescription.filters.endDate')]}
      />
      <Form.Item name="pharmacist_id" label={t('prescription.filters.pharmacist')}>
        <Select
          allowClear
          placeholder={t('prescription.filters.any')}
          loading={!pharmacists}
          options={(pharmacists ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name="overdue" valuePropName="checked" label={t('prescription.filters.overdue')}>
        <Checkbox>{t('prescription.filters.overdueOnly')}</Checkbox>
      </Form.Item>
    </FilterForm>
  );
}
