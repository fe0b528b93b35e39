import type { LoggedInUser } from '@rxdesk/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { passwordDigest } from '../../../shared/crypto/password-digest.ts';
import { apiClient } from '../../../shared/http/api-client.ts';
import { saveLogin } from '../../../shared/session/session-storage.ts';

export interface ChallengeLoginInput {
  challengeToken: string;
  password: string;
}

/** GET admin-user/login/challengeLogin — the second password (md5, like every password on the
 * wire) with the short-lived challenge token the account login answered. Silent: shown inline. */
export function challengeLogin({ challengeToken, password }: ChallengeLoginInput): Promise<LoggedInUser> {
  return apiClient.get<LoggedInUser>('admin-user/login/challengeLogin', {
    params: { challenge_token: challengeToken, password: passwordDigest(password) },
    silent: true,
  });
}

export function useChallengeLogin() {
  return useMutation({ mutationFn: challengeLogin, onSuccess: saveLogin });
}
