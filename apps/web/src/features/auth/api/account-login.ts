import type { AccountLoginResult, ChallengeRequired, LoggedInUser } from '@rxdesk/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { saveLogin } from '../../../shared/session/session-storage.ts';

export interface AccountLoginInput {
  username: string;
  password: string;
}

/** The account asks for its second password before a session is granted (§4 challenge login). */
export function isChallenge(result: AccountLoginResult): result is ChallengeRequired {
  return 'need_challenge' in result && result.need_challenge === 1;
}

/** GET admin-user/login — account login (§4). Answers the user, or a challenge for accounts with
 * a second password. The page shows the failure itself (inline), so the call is silent. */
export async function accountLogin({ username, password }: AccountLoginInput): Promise<AccountLoginResult> {
  // The MD5 code is fetched when someone signs in with a password, not with the login page
  // (issue 18): most sellers sign in with an SMS code.
  const { passwordDigest } = await import('../../../shared/crypto/password-digest.ts');
  return apiClient.get<AccountLoginResult>('admin-user/login', {
    params: { username: username.trim(), password: passwordDigest(password) },
    silent: true,
  });
}

/** Signs in and stores the session (§3 names) unless a challenge comes back; the caller
 * navigates or shows the second-password step. */
export function useAccountLogin() {
  return useMutation({
    mutationFn: accountLogin,
    onSuccess: (result) => {
      if (!isChallenge(result)) saveLogin(result satisfies LoggedInUser);
    },
  });
}
