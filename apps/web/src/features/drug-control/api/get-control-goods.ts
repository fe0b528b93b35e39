import type { Page } from '@rxdesk/contract/common/paging';
import type { ControlGoodsQuery, ControlGoodsRow } from '@rxdesk/contract/drug-control/drug-control';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';

/** GET seller/control/goods — goods with their restriction (restricted 1: marked, 0: not yet). */
export function getControlGoods(query: ControlGoodsQuery): Promise<Page<ControlGoodsRow>> {
  return apiClient.get<Page<ControlGoodsRow>>('seller/control/goods', { params: { ...query } });
}

export const controlGoodsQueryOptions = (query: ControlGoodsQuery) =>
  queryOptions({
    queryKey: controlKeys.goodsList(query),
    queryFn: () => getControlGoods(query),
    staleTime: 5_000,
  });

export function useControlGoods(query: ControlGoodsQuery) {
  return useQuery({ ...controlGoodsQueryOptions(query), placeholderData: keepPreviousData });
}
