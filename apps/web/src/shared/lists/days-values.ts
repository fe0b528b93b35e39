import { dayRangeFilter, dayRangeOf, type DayRange } from '../dates/day-range-picker.tsx';

/** A list filter's time window (unix seconds, both ends optional). */
interface TimeWindow {
  start_time?: number;
  end_time?: number;
}

/** Advanced filters as form values: the time window is the `days` field, every other filter a field
 * of its own name. */
export type DaysValues<F extends TimeWindow> = Omit<F, keyof TimeWindow> & { days?: DayRange };

/** The filters in force as form values (a FilterForm's usual `toValues`). */
export function withDays<F extends TimeWindow>({ start_time, end_time, ...rest }: F): DaysValues<F> {
  return { ...rest, days: dayRangeOf(start_time, end_time) };
}

/** The form's values as filters again, `days` back to the time window (the usual `toFilters`). */
export function withoutDays<F extends TimeWindow>({ days, ...rest }: DaysValues<F>): F {
  return { ...rest, ...dayRangeFilter(days) } as unknown as F;
}
