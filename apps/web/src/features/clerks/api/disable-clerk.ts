import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerksKeys } from './clerks-keys.ts';

/** PUT seller/shops/clerks/{id}/disable — the account can no longer sign in and its sessions end
 * at once. A refusal (the founder, oneself) is the §8 toast with the server's message. */
export function disableClerk(clerkId: number): Promise<unknown> {
  return apiClient.put(`seller/shops/clerks/${clerkId}/disable`);
}

export function useDisableClerk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableClerk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clerksKeys.all }),
  });
}
