import type { StoresRepository } from './stores.repository.ts';

/** What the open-API intake asks the stores (issue 24): whether the store an order names is one of
 * the shop's, so an order carries only its own shop's store. */
export interface StoreLookupPort {
  isShopStore(shopId: number, storeId: number): Promise<boolean>;
}

export function storeLookupPort(repo: StoresRepository): StoreLookupPort {
  return { isShopStore: (shopId, storeId) => repo.isShopStore(shopId, storeId) };
}
