import type { ControlSwitch } from '@rxdesk/contract/drug-control/drug-control';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';

/** GET seller/control/switch — whether restricted-drug control is on for the shop. */
export function getControlSwitch(): Promise<ControlSwitch> {
  return apiClient.get<ControlSwitch>('seller/control/switch');
}

export const controlSwitchQueryOptions = () =>
  queryOptions({ queryKey: controlKeys.switch(), queryFn: getControlSwitch, staleTime: 0 });

export function useControlSwitch() {
  return useQuery(controlSwitchQueryOptions());
}
