import { z } from 'zod';
import { PAGE_SIZES } from '../common/page-sizes.ts';

/** §7 GET /api/admin/activities/list: which client the activities are for. Both answer the shop's
 * activities (a shop page for the mini-program and one for the PC shop link the same ones). */
export const ACTIVITY_CLIENT_TYPES = ['MOBILE', 'PC'] as const;
export type ActivityClientType = (typeof ACTIVITY_CLIENT_TYPES)[number];

/** The kinds an activity row may have (RULES-FORMAT.md); GIFT and ASSEMBLE are not built yet but
 * listed so a row of theirs still reads. */
export const ACTIVITY_KINDS = [
  'FULL_DISCOUNT',
  'MINUS',
  'HALF_PRICE',
  'GIFT',
  'GROUPBUY',
  'SECKILL',
  'ASSEMBLE',
] as const;

const activityPageSize = z.coerce
  .number('rule.activityPageSize')
  .int('rule.activityPageSize')
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'rule.activityPageSize');

/** §7 / §9: page_no, page_size one of 10, 20, 50, 100, client_type MOBILE (default) or PC. */
export const activitiesQuery = z.object({
  page_no: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: activityPageSize.default(10),
  client_type: z.enum(ACTIVITY_CLIENT_TYPES, 'rule.activityClientType').default('MOBILE'),
});
export type ActivitiesQuery = z.infer<typeof activitiesQuery>;

/** §3 Activity, plus what the picker shows beside it. `publish_date` is the unix second the
 * activity started, null while it has not started: the §5 picker cannot choose such a row. */
export const activity = z.object({
  activities_id: z.number().int(),
  activities_name: z.string(),
  publish_date: z.number().int().nullable(),
  kind: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
});
export type Activity = z.infer<typeof activity>;

/** §5: an activity may be chosen only once it is published (started). */
export function isSelectableActivity(a: Pick<Activity, 'publish_date'>): boolean {
  return a.publish_date !== null;
}
