import { z } from 'zod';
import { addAreaMessages } from '../common/locale.ts';

/** Placeholder for S1's period.ts (start_date / end_date, Shanghai days) until it is merged. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'rule.stats.date');
export const statsPeriodQuery = z.object({ start_date: day, end_date: day });

addAreaMessages({
  zh: {
    'rule.stats.date': '日期须为 YYYY-MM-DD，开始不晚于结束，不晚于今天，最长 366 天',
  },
  en: {
    'rule.stats.date': 'Dates are YYYY-MM-DD, start not after end nor today, at most 366 days',
  },
});
