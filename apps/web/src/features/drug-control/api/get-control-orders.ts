import type { Page } from '@rxdesk/contract/common/paging';
import type { ControlOrderQuery, ControlOrderRow } from '@rxdesk/contract/drug-control/drug-control';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';

/** GET seller/control/orders — one row per restricted line sold, with the registered buyer and
 * the limit check made when the order came in; newest first. */
export function getControlOrders(query: ControlOrderQuery): Promise<Page<ControlOrderRow>> {
  return apiClient.get<Page<ControlOrderRow>>('seller/control/orders', { params: { ...query } });
}

export const controlOrdersQueryOptions = (query: ControlOrderQuery) =>
  queryOptions({
    queryKey: controlKeys.orderList(query),
    queryFn: () => getControlOrders(query),
    staleTime: 5_000,
  });

export function useControlOrders(query: ControlOrderQuery) {
  return useQuery({ ...controlOrdersQueryOptions(query), placeholderData: keepPreviousData });
}
