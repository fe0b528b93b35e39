import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerksKeys } from './clerks-keys.ts';

/** PUT seller/shops/clerks/{id}/enable — the account may sign in again. */
export function enableClerk(clerkId: number): Promise<unknown> {
  return apiClient.put(`seller/shops/clerks/${clerkId}/enable`);
}

export function useEnableClerk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableClerk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clerksKeys.all }),
  });
}
