import type { Page } from '@rxdesk/contract/common/paging';
import type { PrescriptionListQuery, PrescriptionOrderRow } from '@rxdesk/contract/prescription/prescription';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** GET seller/prescription/prescriptionOrder — one page of the filtered list, newest first. */
export function getPrescriptionOrders(query: PrescriptionListQuery): Promise<Page<PrescriptionOrderRow>> {
  return apiClient.get<Page<PrescriptionOrderRow>>('seller/prescription/prescriptionOrder', {
    params: { ...query },
  });
}

export const prescriptionOrdersQueryOptions = (query: PrescriptionListQuery) =>
  queryOptions({
    queryKey: prescriptionKeys.list(query),
    queryFn: () => getPrescriptionOrders(query),
    staleTime: 5_000,
  });

/** Keeps the previous page on screen while the next one loads. */
export function usePrescriptionOrders(query: PrescriptionListQuery) {
  return useQuery({ ...prescriptionOrdersQueryOptions(query), placeholderData: keepPreviousData });
}
