import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { orderKeys } from './order-keys.ts';
import type { ExpressCompany } from './order-types.ts';

/** GET seller/express — the express companies the ship dialog offers. */
export function getExpressCompanies(): Promise<ExpressCompany[]> {
  return apiClient.get<ExpressCompany[]>('seller/express');
}

/** A fixed list: fetched once per page load. */
export const expressCompaniesQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.express(), queryFn: getExpressCompanies, staleTime: Infinity });

export function useExpressCompanies(options: { enabled?: boolean } = {}) {
  return useQuery({ ...expressCompaniesQueryOptions(), enabled: options.enabled ?? true });
}
