import type { WarningCounts } from '@rxdesk/contract/goods/stock';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { stockKeys } from './stock-keys.ts';

/** GET seller/shops/warning-counts — the shop default warning quantity and near-expiry days. */
export function getWarningCounts(): Promise<WarningCounts> {
  return apiClient.get<WarningCounts>('seller/shops/warning-counts');
}

export function useWarningCounts() {
  return useQuery({ queryKey: stockKeys.warningCounts(), queryFn: getWarningCounts });
}
