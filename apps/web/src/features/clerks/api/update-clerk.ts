import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerkBody, type ClerkInput } from './clerk-input.ts';
import { clerksKeys } from './clerks-keys.ts';

/** PUT seller/shops/clerks/{id} — everything but the username and password. Silent: the dialog
 * shows field errors in place. */
export function updateClerk({ clerkId, ...input }: ClerkInput & { clerkId: number }): Promise<unknown> {
  return apiClient.put(`seller/shops/clerks/${clerkId}`, clerkBody(input), { silent: true });
}

export function useUpdateClerk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClerk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clerksKeys.all }),
  });
}
