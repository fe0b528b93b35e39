import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useAddressFilters } from '../../../shared/lists/use-address-filters.ts';
import {
  defaultPeriod,
  periodDays,
  periodFromSearch,
  periodParams,
  periodSearch,
  todayText,
  type PeriodValue,
} from './period-value.ts';

/** A report page's period, kept in the page's address (a reload, a bookmark or a link shows the
 * same period); without one it opens on `initial`, else the last 30 days. `params` is what is
 * sent; `valid` is false while the period breaks a rule (the pickers prevent it anyway). */
export function usePeriod(initial?: PeriodValue) {
  // The page's own address: while its tab is hidden the address belongs to another page.
  const [path] = useState(useLocation().pathname);
  const [fallback] = useState<PeriodValue>(() => initial ?? defaultPeriod(todayText()));
  const parse = useCallback(
    (search: URLSearchParams) => periodFromSearch(search, todayText()) ?? fallback,
    [fallback],
  );
  const [period, setPeriod] = useAddressFilters(path, parse, periodSearch);
  const valid = periodDays(period, todayText()) !== undefined;
  return { period, setPeriod, params: periodParams(period), valid };
}
