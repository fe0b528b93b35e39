import type { ControlOrderDetail } from '@rxdesk/contract/drug-control/drug-control';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';

/** GET seller/control/orders/{sn} — one order's restricted lines and its registered buyer.
 * Silent: the page shows a missing order itself. */
export function getControlOrderDetail(sn: string): Promise<ControlOrderDetail> {
  return apiClient.get<ControlOrderDetail>(`seller/control/orders/${encodeURIComponent(sn)}`, {
    silent: true,
  });
}

export const controlOrderDetailQueryOptions = (sn: string) =>
  queryOptions({
    queryKey: controlKeys.orderDetail(sn),
    queryFn: () => getControlOrderDetail(sn),
    staleTime: 5_000,
  });

export function useControlOrderDetail(sn: string) {
  return useQuery(controlOrderDetailQueryOptions(sn));
}
