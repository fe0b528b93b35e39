import type { FreightTemplate } from '@rxdesk/contract/logistics/freight-templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';

/* The shop's freight templates are read by the logistics settings (their list) and by the goods
 * publish form (its template choice); both go through this one fetcher and key root. */

export const freightTemplateKeys = {
  all: ['freight-templates'] as const,
  list: () => [...freightTemplateKeys.all, 'list'] as const,
};

/** GET seller/shops/ship-templates — the default first. */
export function getFreightTemplates(): Promise<FreightTemplate[]> {
  return apiClient.get<FreightTemplate[]>('seller/shops/ship-templates');
}

export const freightTemplatesQueryOptions = () =>
  queryOptions({ queryKey: freightTemplateKeys.list(), queryFn: getFreightTemplates });

export function useFreightTemplates() {
  return useQuery(freightTemplatesQueryOptions());
}
