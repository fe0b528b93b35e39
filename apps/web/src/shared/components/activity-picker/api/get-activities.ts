import type { Page } from '@rxdesk/contract/common/paging';
import type { Activity, ActivitiesQuery } from '@rxdesk/contract/promotions/activities';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client.ts';

/** Query keys of the activity picker's list. */
export const activityPickerKeys = {
  all: ['activity-picker'] as const,
  list: (query: ActivitiesQuery) => [...activityPickerKeys.all, 'list', query] as const,
};

/** §7 GET admin/activities/list (page_no, page_size, client_type MOBILE): the shop's activities
 * not closed and not ended, newest first. */
export function getActivities(query: ActivitiesQuery): Promise<Page<Activity>> {
  return apiClient.get<Page<Activity>>('admin/activities/list', { params: query });
}

export const activitiesQueryOptions = (query: ActivitiesQuery) =>
  queryOptions({
    queryKey: activityPickerKeys.list(query),
    queryFn: () => getActivities(query),
    placeholderData: keepPreviousData,
  });
