import type { LoggedInUser, SmsLoginResult } from '@rxdesk/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { saveLogin } from '../../../shared/session/session-storage.ts';

export interface SmsLoginInput {
  mobile: string;
  code: string;
}

/** §4: a verified mobile without a seller account answers role_id −1 and a message, no tokens. */
export function isNoSellerAccount(
  result: SmsLoginResult,
): result is Extract<SmsLoginResult, { role_id: -1 }> {
  return result.role_id === -1;
}

/** POST admin-user/login/smsLogin — the sellers' main sign-in (§1). Silent: shown inline. */
export function smsLogin({ mobile, code }: SmsLoginInput): Promise<SmsLoginResult> {
  return apiClient.post<SmsLoginResult>(
    'admin-user/login/smsLogin',
    { mobile: mobile.trim(), code: code.trim(), actype: 'seller' },
    { silent: true },
  );
}

/** Stores the session only for a real user; with role_id −1 nothing is stored (§4). */
export function useSmsLogin() {
  return useMutation({
    mutationFn: smsLogin,
    onSuccess: (result) => {
      if (!isNoSellerAccount(result)) saveLogin(result satisfies LoggedInUser);
    },
  });
}
