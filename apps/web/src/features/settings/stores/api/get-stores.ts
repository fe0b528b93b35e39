import type { Store, StorePharmacist } from '@rxdesk/contract/settings/stores';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { storeKeys } from './store-keys.ts';

/** GET seller/stores — the chain's stores. */
export const getStores = () => apiClient.get<Store[]>('seller/stores');
export const storesQueryOptions = () => queryOptions({ queryKey: storeKeys.list(), queryFn: getStores });
export const useStores = () => useQuery(storesQueryOptions());

/** GET seller/stores/pharmacists — the shop's pharmacists, for the on-duty choice. */
export const getStorePharmacists = () => apiClient.get<StorePharmacist[]>('seller/stores/pharmacists');
export const useStorePharmacists = () =>
  useQuery({ queryKey: storeKeys.pharmacists(), queryFn: getStorePharmacists });
