import type { Page } from '@rxdesk/contract/common/paging';
import type { PrescriptionOrderRow } from '@rxdesk/contract/prescription/prescription';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** GET seller/prescription/prescriptionOrder/behindOrder — awaiting audit past the overdue
 * limit, oldest (most urgent) first: the §2 overdue dialog. */
export function getBehindOrders(
  pageNo: number,
  pageSize: number,
  options: { silent?: boolean } = {},
): Promise<Page<PrescriptionOrderRow>> {
  return apiClient.get<Page<PrescriptionOrderRow>>('seller/prescription/prescriptionOrder/behindOrder', {
    params: { page_no: pageNo, page_size: pageSize },
    silent: options.silent,
  });
}

/** The background poll's read: silent, since a failed minute is simply retried the next one
 * rather than toasted on whatever page is open. */
export const behindOrdersPollOptions = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: prescriptionKeys.behind(pageNo, pageSize),
    queryFn: () => getBehindOrders(pageNo, pageSize, { silent: true }),
    staleTime: 0,
  });

export const behindOrdersQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: prescriptionKeys.behind(pageNo, pageSize),
    queryFn: () => getBehindOrders(pageNo, pageSize),
    staleTime: 5_000,
  });

export function useBehindOrders(pageNo: number, pageSize: number, enabled: boolean) {
  return useQuery({
    ...behindOrdersQueryOptions(pageNo, pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
}
