import type { LoggedInUser } from '@rxdesk/contract/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { saveLogin } from '../../../shared/session/session-storage.ts';

/** GET admin-user/login/qywx — exchanges the WeCom (企业微信) OAuth code for a session; 503
 * NOT_CONFIGURED when this deployment has no WeCom app. Silent: the page shows the failure. */
export function qywxLogin(code: string): Promise<LoggedInUser> {
  return apiClient.get<LoggedInUser>('admin-user/login/qywx', { params: { code }, silent: true });
}

export function useQywxLogin() {
  return useMutation({ mutationFn: qywxLogin, onSuccess: saveLogin });
}
