import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { getOrCreateUuid } from '../../../shared/session/session-storage.ts';

export interface SendSmsCodeInput {
  mobile: string;
  captcha: string;
}

export interface SendSmsCodeResult {
  /** Seconds until another code may be asked for. */
  resend_after: number;
  /** Seconds the code stays valid. */
  expires_in: number;
}

/** POST admin-user/login/sendCode — the image captcha answer goes with the browser's uuid, the
 * id the captcha picture was drawn for. Silent: the form shows the failure on its field. */
export function sendSmsCode({ mobile, captcha }: SendSmsCodeInput): Promise<SendSmsCodeResult> {
  return apiClient.post<SendSmsCodeResult>(
    'admin-user/login/sendCode',
    { mobile: mobile.trim(), captcha: captcha.trim(), uuid: getOrCreateUuid() },
    { silent: true },
  );
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
