import type { ControlTemplate } from '@rxdesk/contract/drug-control/drug-control';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';

/** GET seller/control/template — the buyer registration form a restricted sale needs. */
export function getControlTemplate(): Promise<ControlTemplate> {
  return apiClient.get<ControlTemplate>('seller/control/template');
}

export const controlTemplateQueryOptions = () =>
  queryOptions({ queryKey: controlKeys.template(), queryFn: getControlTemplate, staleTime: 0 });

export function useControlTemplate() {
  return useQuery(controlTemplateQueryOptions());
}
