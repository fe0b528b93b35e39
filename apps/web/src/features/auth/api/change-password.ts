import { useMutation } from '@tanstack/react-query';
import { passwordDigest } from '../../../shared/crypto/password-digest.ts';
import { apiClient } from '../../../shared/http/api-client.ts';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  repPassword: string;
}

/** The form body. §5: without an old password none of the three fields is sent (the server then
 * answers with its own message); otherwise all go as md5 digests. `old_passwprd` is spelled as
 * the API spells it. */
export function changePasswordBody({
  oldPassword,
  password,
  repPassword,
}: ChangePasswordInput): Record<string, string> {
  if (!oldPassword) return {};
  return {
    old_passwprd: passwordDigest(oldPassword),
    password: passwordDigest(password),
    rep_password: passwordDigest(repPassword),
  };
}

/** PUT seller/shops/clerks/changePassword. Silent: the dialog shows field errors inline. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiClient.put('seller/shops/clerks/changePassword', changePasswordBody(input), {
    silent: true,
    loading: true,
  });
}

/** No cache to invalidate: a successful change signs the user out (§4). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
