import { z } from 'zod';

/** Placeholder for S1's period.ts (start_date / end_date, Shanghai days) until it is merged. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'rule.stats.date');
export const statsPeriodQuery = z.object({ start_date: day, end_date: day });
