import type { ApiKey } from '@rxdesk/contract/settings/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { apiKeyKeys } from './api-key-keys.ts';

/** PUT seller/shops/api-keys/{id}/revoke — calls with the key are refused from now on. */
export function revokeApiKey(id: number): Promise<ApiKey> {
  return apiClient.put<ApiKey>(`seller/shops/api-keys/${id}/revoke`, undefined, { silent: true });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
