import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '@rxdesk/contract/after-sale/after-sale';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayRangeFilter, dayRangeOf, type DayRange } from '../../../../shared/dates/day-range-picker.tsx';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelOptions } from '../../../../shared/labels/enum-label.ts';
import { DaysItem, FilterForm } from '../../../../shared/lists/filter-form.tsx';
import type { CaseAdvanced } from '../../lib/case-filters.ts';

interface FormValues {
  days?: DayRange;
  service_type?: ServiceType;
}

interface Props {
  value: CaseAdvanced;
  onApply: (filters: CaseAdvanced) => void;
  onReset: () => void;
}

const toFormValues = (value: CaseAdvanced): FormValues => ({
  days: dayRangeOf(value.start_time, value.end_time),
  service_type: value.service_type,
});

const toFilters = (values: FormValues): CaseAdvanced => ({
  ...dayRangeFilter(values.days),
  service_type: values.service_type,
});

/** The service list's advanced search: case type and apply time (with the §9 shortcuts). */
export function CaseAdvancedSearch({ value, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <FilterForm
      name="case-advanced-search"
      value={value}
      toValues={toFormValues}
      toFilters={toFilters}
      onApply={onApply}
      onReset={onReset}
      labels={{ reset: t('after-sale.filters.reset'), apply: t('after-sale.filters.apply') }}
    >
      <Form.Item name="service_type" label={t('after-sale.filters.type')}>
        <Select
          allowClear
          placeholder={t('after-sale.filters.any')}
          options={labelOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS, lang)}
        />
      </Form.Item>
      <DaysItem
        label={t('after-sale.filters.applyTime')}
        placeholder={[t('after-sale.filters.startDate'), t('after-sale.filters.endDate')]}
      />
    </FilterForm>
  );
}
