import { dayRangeFilter, dayRangeOf, type DayRange } from '../dates/day-range-picker.tsx';
import { DaysItem, FilterForm } from './filter-form.tsx';

export interface TimeFilters {
  start_time?: number;
  end_time?: number;
}

const toFormValues = (value: TimeFilters): { days?: DayRange } => ({
  days: dayRangeOf(value.start_time, value.end_time),
});

const toFilters = (values: { days?: DayRange }): TimeFilters => ({ ...dayRangeFilter(values.days) });

/** An advanced search that is only a time range, whole Shanghai days with the §9 shortcuts (the
 * complaints' filing time, the restricted sales' order time). */
export function TimeFilterForm({
  name,
  value,
  onApply,
  onReset,
  labels,
}: {
  name: string;
  value: TimeFilters;
  onApply: (filters: TimeFilters) => void;
  onReset: () => void;
  labels: { time: string; startDate: string; endDate: string; reset: string; apply: string };
}) {
  return (
    <FilterForm
      name={name}
      value={value}
      toValues={toFormValues}
      toFilters={toFilters}
      onApply={onApply}
      onReset={onReset}
      labels={{ reset: labels.reset, apply: labels.apply }}
    >
      <DaysItem label={labels.time} placeholder={[labels.startDate, labels.endDate]} />
    </FilterForm>
  );
}
