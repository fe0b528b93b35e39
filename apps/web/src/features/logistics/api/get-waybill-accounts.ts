import type { WaybillAccount } from '@rxdesk/contract/logistics/waybills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { logisticsKeys } from './logistics-keys.ts';

/** GET seller/waybill/accounts — one row per e-waybill company of the shop (keys masked). */
export function getWaybillAccounts(): Promise<WaybillAccount[]> {
  return apiClient.get<WaybillAccount[]>('seller/waybill/accounts');
}

export const waybillAccountsQueryOptions = () =>
  queryOptions({ queryKey: logisticsKeys.waybillAccounts(), queryFn: getWaybillAccounts });

export function useWaybillAccounts() {
  return useQuery(waybillAccountsQueryOptions());
}
