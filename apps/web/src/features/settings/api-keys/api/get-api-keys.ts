import type { ApiKey } from '@rxdesk/contract/settings/api-keys';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { apiKeyKeys } from './api-key-keys.ts';

/** GET seller/shops/api-keys — valid keys first, then revoked ones; never a secret. */
export function getApiKeys(): Promise<ApiKey[]> {
  return apiClient.get<ApiKey[]>('seller/shops/api-keys');
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.list(), queryFn: getApiKeys });
}
