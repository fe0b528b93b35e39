import type { Supplier } from '@rxdesk/contract/orders/drop-ship';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayRangeFilter, dayRangeOf, type DayRange } from '../../../../shared/dates/day-range-picker.tsx';
import { DaysItem, FilterForm } from '../../../../shared/lists/filter-form.tsx';
import type { SorderAdvanced } from '../../lib/sorder-filters.ts';

interface FormValues {
  days?: DayRange;
  supplier_id?: number;
}

interface Props {
  value: SorderAdvanced;
  suppliers: Supplier[] | undefined;
  onApply: (filters: SorderAdvanced) => void;
  onReset: () => void;
}

const toFormValues = (value: SorderAdvanced): FormValues => ({
  days: dayRangeOf(value.start_time, value.end_time),
  supplier_id: value.supplier_id,
});

const toFilters = (values: FormValues): SorderAdvanced => ({
  ...dayRangeFilter(values.days),
  supplier_id: values.supplier_id,
});

/** The advanced-search popover of the drop-ship list: time range (with the §9 shortcuts) and
 * supplier. */
export function SorderSearchForm({ value, suppliers, onApply, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <FilterForm
      name="sorder-advanced-search"
      value={value}
      toValues={toFormValues}
      toFilters={toFilters}
      onApply={onApply}
      onReset={onReset}
      labels={{ reset: t('orders.filters.reset'), apply: t('orders.filters.apply') }}
    >
      <DaysItem
        label={t('orders.sorders.columns.time')}
        placeholder={[t('orders.filters.startDate'), t('orders.filters.endDate')]}
      />
      <Form.Item name="supplier_id" label={t('orders.sorders.columns.supplier')}>
        <Select
          allowClear
          loading={!suppliers}
          placeholder={t('orders.filters.any')}
          options={(suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Form.Item>
    </FilterForm>
  );
}
