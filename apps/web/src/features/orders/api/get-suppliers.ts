import type { Supplier } from '@rxdesk/contract/orders/drop-ship';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { sorderKeys } from './sorder-keys.ts';

/** GET seller/trade/suppliers — the shop's contracted suppliers (the list's filter). */
export function getSuppliers(): Promise<Supplier[]> {
  return apiClient.get<Supplier[]>('seller/trade/suppliers');
}

export const suppliersQueryOptions = () =>
  queryOptions({ queryKey: sorderKeys.suppliers(), queryFn: getSuppliers, staleTime: 300_000 });

export function useSuppliers() {
  return useQuery(suppliersQueryOptions());
}
