import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { memberKeys } from './member-keys.ts';

export type MemberTab = 'orders' | 'after-sales' | 'prescriptions' | 'points';

/** GET seller/members/{member_id}/{orders|after-sales|prescriptions|points} — a page of a
 * detail tab, ten a page. */
export function getMemberTab<Row>(id: number, tab: MemberTab, pageNo: number): Promise<Page<Row>> {
  return apiClient.get<Page<Row>>(`seller/members/${id}/${tab}`, {
    params: { page_no: pageNo, page_size: 10 },
  });
}

export function useMemberTab<Row>(id: number, tab: MemberTab, pageNo: number) {
  return useQuery({
    queryKey: memberKeys.tab(id, tab, pageNo),
    queryFn: () => getMemberTab<Row>(id, tab, pageNo),
    placeholderData: keepPreviousData,
  });
}
