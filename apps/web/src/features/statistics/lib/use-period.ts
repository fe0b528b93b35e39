import { useState } from 'react';
import { defaultPeriod, periodDays, periodParams, todayText, type PeriodValue } from './period-value.ts';

/** A report page's period: opens on the last 30 days; `params` is what is sent (undefined while the
 * period breaks a rule, which the pickers prevent anyway). */
export function usePeriod(initial?: PeriodValue) {
  const [period, setPeriod] = useState<PeriodValue>(() => initial ?? defaultPeriod(todayText()));
  const valid = periodDays(period, todayText()) !== undefined;
  return { period, setPeriod, params: periodParams(period), valid };
}
