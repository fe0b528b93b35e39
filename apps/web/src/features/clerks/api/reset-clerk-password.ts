import { useMutation } from '@tanstack/react-query';
import { passwordDigest } from '../../../shared/crypto/password-digest.ts';
import { apiClient } from '../../../shared/http/api-client.ts';

/** PUT seller/shops/clerks/{id}/password — a new password (md5 digest); the clerk's sessions end.
 * Nothing listed changes, so no cache to invalidate. Silent: the dialog shows the failure. */
export function resetClerkPassword({
  clerkId,
  password,
}: {
  clerkId: number;
  password: string;
}): Promise<unknown> {
  return apiClient.put(
    `seller/shops/clerks/${clerkId}/password`,
    { password: passwordDigest(password) },
    { silent: true },
  );
}

export function useResetClerkPassword() {
  return useMutation({ mutationFn: resetClerkPassword });
}
