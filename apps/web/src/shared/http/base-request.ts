import type { RefreshTokenResult } from '@rxdesk/contract/auth/auth';
import { currentLanguage } from '../../i18n/i18n.ts';
import { getOrCreateUuid } from '../session/session-storage.ts';
import { DEFAULT_TIMEOUT_MS } from './request-config.ts';
import { toFormBody } from './serialize.ts';
import { send } from './transport.ts';

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
  const response = await send<RefreshTokenResult>({
    url: 'seller/check/token',
    method: 'post',
    data: toFormBody({ refresh_token: refreshToken }),
    headers: { ...baseHeaders(null), 'Content-Type': FORM_CONTENT_TYPE },
    timeout: DEFAULT_TIMEOUT_MS,
  });
  return response.data;
}
