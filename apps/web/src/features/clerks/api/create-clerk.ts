import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordDigest } from '../../../shared/crypto/password-digest.ts';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerkBody, type ClerkInput } from './clerk-input.ts';
import { clerksKeys } from './clerks-keys.ts';

export interface CreateClerkInput extends ClerkInput {
  username: string;
  /** In clear; sent as its md5 digest like every password. */
  password: string;
}

export function createClerkBody(input: CreateClerkInput) {
  return { username: input.username.trim(), password: passwordDigest(input.password), ...clerkBody(input) };
}

/** POST seller/shops/clerks. Silent: the dialog puts field errors under their fields. */
export function createClerk(input: CreateClerkInput): Promise<{ clerk_id: number }> {
  return apiClient.post<{ clerk_id: number }>('seller/shops/clerks', createClerkBody(input), {
    silent: true,
  });
}

export function useCreateClerk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClerk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clerksKeys.all }),
  });
}
