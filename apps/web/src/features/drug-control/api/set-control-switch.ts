import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';
import type { ControlSwitch } from '@rxdesk/contract/drug-control/drug-control';

/** PUT seller/control/switch — turns restricted-drug control on or off for the whole shop. */
export function setControlSwitch(enabled: 0 | 1): Promise<ControlSwitch> {
  return apiClient.put<ControlSwitch>('seller/control/switch', { enabled });
}

export function useSetControlSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setControlSwitch,
    onSuccess: (data) => queryClient.setQueryData(controlKeys.switch(), data),
  });
}
