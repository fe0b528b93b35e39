import { z } from 'zod';

/** Query params arrive as strings, and an array param with one value arrives as a plain string
 * (repeated keys: `ids=1&ids=2`). These builders accept both shapes. */
export function repeated<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z.array(item).optional(),
  );
}

export { PAGE_SIZES } from './page-sizes.ts';

export const pageQuery = z.object({
  page_no: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

/** Every list answers `{data, data_total, page_no, page_size}` (DESIGN.md §3). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    data_total: z.number().int(),
    page_no: z.number().int(),
    page_size: z.number().int(),
  });
}

export interface Page<T> {
  data: T[];
  data_total: number;
  page_no: number;
  page_size: number;
}
