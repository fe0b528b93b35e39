import type { RefreshTokenResult } from '@rxdesk/contract/auth/auth';
import axios from 'axios';
import { currentLanguage } from '../../i18n/i18n.ts';
import { getOrCreateUuid } from '../session/session-storage.ts';
import { DEFAULT_TIMEOUT_MS } from './request-config.ts';
import { serializeParams, toFormBody, type Params } from './serialize.ts';

/** The bare transport. Application code calls `apiClient` (api-client.ts), which adds the
 * session handling and §8 error feedback on top of this. */
export const http = axios.create({
  baseURL: '/api',
  timeout: DEFAULT_TIMEOUT_MS,
  paramsSerializer: { serialize: (params) => serializeParams(params as Params) },
});

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Headers every call carries: the UI language (the server answers messages in it), the
 * browser's uuid, and the access token when there is one. */
export function baseHeaders(accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage(), uuid: getOrCreateUuid() };
  if (accessToken) headers.Authorization = accessToken;
  return headers;
}

/** POST seller/check/token — exchanges the refresh token for a new pair (it rotates). */
export async function postRefreshToken(refreshToken: string): Promise<RefreshTokenResult> {
  const response = await http.post<RefreshTokenResult>(
    'seller/check/token',
    toFormBody({ refresh_token: refreshToken }),
    {
      headers: { ...baseHeaders(null), 'Content-Type': FORM_CONTENT_TYPE },
    },
  );
  return response.data;
}
