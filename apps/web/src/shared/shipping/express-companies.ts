import type { expressCompany } from '@rxdesk/contract/orders/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../http/api-client.ts';

/* The express companies are offered by every dialog that records a parcel: shipping an order, a
 * buyer's return, an exchange sent out. */

export type ExpressCompany = z.infer<typeof expressCompany>;

/** GET seller/express */
export function getExpressCompanies(): Promise<ExpressCompany[]> {
  return apiClient.get<ExpressCompany[]>('seller/express');
}

/** A fixed list: fetched once per page load. */
export const expressCompaniesQueryOptions = () =>
  queryOptions({ queryKey: ['express-companies'], queryFn: getExpressCompanies, staleTime: Infinity });

export function useExpressCompanies(options: { enabled?: boolean } = {}) {
  return useQuery({ ...expressCompaniesQueryOptions(), enabled: options.enabled ?? true });
}
