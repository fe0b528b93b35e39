import type { ShopInfo } from '@rxdesk/contract/settings/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client.ts';
import { readShop, saveShop } from '../../session/session-storage.ts';
import { shopKeys } from './shop-keys.ts';

/** GET seller/shops — the signed-in user's shop. Every fetch refreshes the §3 `seller_shop`
 * cookie, which the navigation guard and the live connections read. */
export async function getShop(): Promise<ShopInfo> {
  const shop = await apiClient.get<ShopInfo>('seller/shops');
  saveShop(shop);
  return shop;
}

export const shopQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.info(),
    queryFn: getShop,
    // Show the cached record at once; a failed refetch still surfaces as an error state.
    placeholderData: () => readShop() ?? undefined,
  });

export function useShop() {
  return useQuery(shopQueryOptions());
}
