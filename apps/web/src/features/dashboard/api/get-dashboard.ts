import type { DashboardReport } from '@rxdesk/contract/statistics/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET seller/statistics/dashboard — today's and yesterday's paid orders, the week, the to-dos. */
export function getDashboard(): Promise<DashboardReport> {
  return apiClient.get<DashboardReport>('seller/statistics/dashboard');
}

/** Orders are paid all day: re-read every minute while the page shows them. */
export function useDashboard(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dashboardKeys.report(),
    queryFn: getDashboard,
    staleTime: 15_000,
    refetchInterval: 60_000,
    enabled: options.enabled ?? true,
  });
}
