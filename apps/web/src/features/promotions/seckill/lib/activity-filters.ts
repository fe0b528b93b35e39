import { ACTIVITY_STATES, type ActivityListQuery } from '@rxdesk/contract/promotions/seckill';
import { defineListFilters, type ListFilters } from '../../../../shared/lists/define-list-filters.ts';

/* The seckill and group-buy lists' filters, kept in the address: a tab per computed state and
 * the title keyword. */

export const ACTIVITY_TABS = ['ALL', ...ACTIVITY_STATES] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no advanced search
export type ActivityFilters = ListFilters<ActivityTab, {}>;

export function activityList(path: string) {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no advanced search
  return defineListFilters<ActivityTab, {}, Omit<ActivityListQuery, 'page_no' | 'page_size'>>({
    path,
    tab: { tabs: ACTIVITY_TABS, all: 'ALL' },
    advanced: {},
    tabQuery: (tab) => (tab === 'ALL' ? {} : { state: tab }),
  });
}

export const seckillList = activityList('/promotions/time-limit');
export const groupBuyList = activityList('/promotions/group-buy-manager');
