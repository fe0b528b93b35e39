import type { Page } from '@rxdesk/contract/common/paging';
import type { Supplier, SupplierListQuery } from '@rxdesk/contract/goods/suppliers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

/** GET seller/suppliers — a page of suppliers with their drop-ship goods counts. */
export function getSuppliers(params: SupplierListQuery): Promise<Page<Supplier>> {
  return apiClient.get<Page<Supplier>>('seller/suppliers', { params });
}

export const suppliersQueryOptions = (params: SupplierListQuery) =>
  queryOptions({
    queryKey: supplierKeys.list(params),
    queryFn: () => getSuppliers(params),
    placeholderData: keepPreviousData,
  });

export function useSupplierList(params: SupplierListQuery) {
  return useQuery(suppliersQueryOptions(params));
}
