import { useTranslation } from 'react-i18next';
import { dayRangeFilter, dayRangeOf, type DayRange } from '../../../../shared/dates/day-range-picker.tsx';
import { DaysItem, FilterForm } from '../../../../shared/lists/filter-form.tsx';

interface TimeRange {
  start_time?: number;
  end_time?: number;
}

const toFormValues = (value: TimeRange): { days?: DayRange } => ({
  days: dayRangeOf(value.start_time, value.end_time),
});

const toFilters = (values: { days?: DayRange }): TimeRange => ({ ...dayRangeFilter(values.days) });

/** The complaint list's advanced search: when the complaint was filed (with the §9 shortcuts). */
export function ComplaintAdvancedSearch({
  value,
  onApply,
  onReset,
}: {
  value: TimeRange;
  onApply: (filters: TimeRange) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterForm
      name="complaint-advanced-search"
      value={value}
      toValues={toFormValues}
      toFilters={toFilters}
      onApply={onApply}
      onReset={onReset}
      labels={{ reset: t('after-sale.filters.reset'), apply: t('after-sale.filters.apply') }}
    >
      <DaysItem
        label={t('after-sale.filters.createTime')}
        placeholder={[t('after-sale.filters.startDate'), t('after-sale.filters.endDate')]}
      />
    </FilterForm>
  );
}
