import type { ApiKeyCreateBody, ApiKeyCreated } from '@rxdesk/contract/settings/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { apiKeyKeys } from './api-key-keys.ts';

/** POST seller/shops/api-keys — the answer holds the secret, the only time it is ever sent. */
export function createApiKey(body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
  return apiClient.post<ApiKeyCreated>('seller/shops/api-keys', body, { silent: true, json: true });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
