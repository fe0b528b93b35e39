import type { WarningCounts } from '@rxdesk/contract/goods/stock';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';
import { warningCountsKey } from './stock-settings-keys.ts';

/** GET seller/shops/warning-counts — the shop default warning quantity and near-expiry days
 * (read by the goods warning list and the settings' goods-warning page). */
export function getWarningCounts(): Promise<WarningCounts> {
  return apiClient.get<WarningCounts>('seller/shops/warning-counts');
}

export function useWarningCounts() {
  return useQuery({ queryKey: warningCountsKey(), queryFn: getWarningCounts });
}
