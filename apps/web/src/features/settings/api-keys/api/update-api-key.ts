import type { ApiKey, ApiKeyScope } from '@rxdesk/contract/settings/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { apiKeyKeys } from './api-key-keys.ts';

export type ApiKeyChange =
  { id: number; kind: 'name'; name: string } | { id: number; kind: 'scopes'; scopes: ApiKeyScope[] };

/** PUT seller/shops/api-keys/{id}/name or …/scopes. */
export function updateApiKey(change: ApiKeyChange): Promise<ApiKey> {
  const body = change.kind === 'name' ? { name: change.name } : { scopes: change.scopes };
  return apiClient.put<ApiKey>(`seller/shops/api-keys/${change.id}/${change.kind}`, body, {
    silent: true,
    json: true,
  });
}

export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
