import type { GradeOverview } from '@rxdesk/contract/settings/grades';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { gradeKeys } from './grade-keys.ts';

/** GET seller/shops/grade — the platform's grades, the shop's own and its open application. */
export function getGradeOverview(): Promise<GradeOverview> {
  return apiClient.get<GradeOverview>('seller/shops/grade');
}

export function useGradeOverview(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: gradeKeys.overview(),
    queryFn: getGradeOverview,
    enabled: options.enabled ?? true,
  });
}
