import type { LoginMethods } from '@rxdesk/contract/auth/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { authKeys } from './auth-keys.ts';

/** GET admin-user/login/methods — which sign-in modes this deployment offers. Silent: without an
 * answer the page simply offers the modes every deployment has (account and SMS). */
export function getLoginMethods(): Promise<LoginMethods> {
  return apiClient.get<LoginMethods>('admin-user/login/methods', { silent: true });
}

export const loginMethodsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.loginMethods(),
    queryFn: getLoginMethods,
    staleTime: Infinity,
    retry: 1,
  });

export function useLoginMethods() {
  return useQuery(loginMethodsQueryOptions());
}
