import type { SorderDetail } from '@rxdesk/contract/orders/drop-ship';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { sorderKeys } from './sorder-keys.ts';

/** GET seller/trade/sorders/{ssid}/{sn} — lines, supplier, logistics, log, parent order. */
export function getSorderDetail(ssid: string, sn: string): Promise<SorderDetail> {
  return apiClient.get<SorderDetail>(
    `seller/trade/sorders/${encodeURIComponent(ssid)}/${encodeURIComponent(sn)}`,
  );
}

/** The supplier moves the sub-order through the open API, not through this page: while the page
 * is shown it is re-read every 15 s, so a shipment appears without a reload. */
export const sorderDetailQueryOptions = (ssid: string, sn: string) =>
  queryOptions({
    queryKey: sorderKeys.detail(ssid, sn),
    queryFn: () => getSorderDetail(ssid, sn),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });

export function useSorderDetail(ssid: string, sn: string) {
  return useQuery(sorderDetailQueryOptions(ssid, sn));
}
