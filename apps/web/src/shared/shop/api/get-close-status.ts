import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client.ts';
import { shopKeys } from './shop-keys.ts';

/** GET seller/shops/closeStatus — 0 open, 1 closed (§7). */
export function getCloseStatus(): Promise<number> {
  return apiClient.get<number>('seller/shops/closeStatus');
}

/** The guard asks on every navigation (§2); a short stale time spares the server when the user
 * clicks through tabs quickly, while a closure still takes effect within seconds. The server
 * also answers 423 SHOP_CLOSED to every other call of a closed shop. */
export const closeStatusQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.closeStatus(), queryFn: getCloseStatus, staleTime: 10_000 });

export function useCloseStatus() {
  return useQuery(closeStatusQueryOptions());
}
