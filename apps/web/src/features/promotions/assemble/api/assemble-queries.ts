import type { Page } from '@rxdesk/contract/common/paging';
import type {
  AssembleDetail,
  AssembleRow,
  AssembleTeam,
  AssembleTeamsQuery,
} from '@rxdesk/contract/promotions/assemble';
import type { ActivityListQuery } from '@rxdesk/contract/promotions/seckill';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys } from '../../seckill/api/activity-keys.ts';

/** GET seller/promotion/pintuan — a page of assembles with their states and team figures. */
export function useAssembles(params: ActivityListQuery) {
  return useQuery({
    queryKey: activityKeys.list('assemble', params),
    queryFn: () => apiClient.get<Page<AssembleRow>>(ACTIVITY_BASE.assemble, { params }),
    placeholderData: keepPreviousData,
  });
}

/** GET seller/promotion/pintuan/{id} — one assemble with its SKUs and figures. */
export function useAssemble(id: number | null) {
  return useQuery({
    queryKey: activityKeys.detail('assemble', id ?? 0),
    queryFn: () => apiClient.get<AssembleDetail>(`${ACTIVITY_BASE.assemble}/${id}`),
    enabled: id !== null,
  });
}

/** GET seller/promotion/pintuan/{id}/teams — its teams, newest first, with their orders. */
export function useAssembleTeams(id: number | null, params: AssembleTeamsQuery) {
  return useQuery({
    queryKey: [...activityKeys.detail('assemble', id ?? 0), 'teams', params] as const,
    queryFn: () => apiClient.get<Page<AssembleTeam>>(`${ACTIVITY_BASE.assemble}/${id}/teams`, { params }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
