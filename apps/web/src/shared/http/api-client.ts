import { randomString } from '@rxdesk/contract/common/random-string';
import { showLoadingOverlay } from '../feedback/loading-overlay-store.ts';
import {
  readAccessToken,
  readRefreshToken,
  readUsableAccessToken,
  readUser,
  saveRefreshedTokens,
} from '../session/session-storage.ts';
import { isTokenUsable } from '../session/token-expiry.ts';
import { readRotation, recordRotation } from '../session/token-rotations.ts';
import { baseHeaders, FORM_CONTENT_TYPE, postRefreshToken } from './base-request.ts';
import { httpStatusOf } from './error-message.ts';
import { browserExclusive } from './exclusive-lock.ts';
import { handleRequestFailure } from './failure-handler.ts';
import { DEFAULT_TIMEOUT_MS, skipsTokenCheck, type ApiRequestConfig } from './request-config.ts';
import { isPlainObject, toFormBody, type Params } from './serialize.ts';
import { SessionError } from './session-error.ts';
import { createTokenRefresher } from './token-refresh.ts';
import { send } from './transport.ts';

/** One refresher per tab; the lock inside it makes it one per browser. */
const refreshAccessToken = createTokenRefresher({
  readAccessToken,
  isUsable: (token) => isTokenUsable(token, readUser()?.expires, Date.now()),
  readRefreshToken,
  requestRefresh: postRefreshToken,
  saveTokens: saveRefreshedTokens,
  readRotation,
  recordRotation,
  exclusive: browserExclusive(randomString(16)),
});

async function refreshOrFail(staleToken: string | null): Promise<string> {
  try {
    return await refreshAccessToken(staleToken);
  } catch (cause) {
    throw new SessionError('refresh-failed', { cause });
  }
}

/** §4 pre-check: a usable token goes as it is; user + refresh token without one refreshes first;
 * anything less means the tokens are missing. */
async function accessTokenForRequest(): Promise<string> {
  const usable = readUsableAccessToken();
  if (usable) return usable;
  if (readRefreshToken() && readUser()) return refreshOrFail(readAccessToken());
  throw new SessionError('missing');
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);

async function dispatch<T>(config: ApiRequestConfig, accessToken: string | null): Promise<T> {
  const { silent: _silent, loading: _loading, json, headers, data, ...rest } = config;
  const method = (config.method ?? 'get').toLowerCase();
  // §7: bodies are form-encoded (arrays as repeated keys) unless the call asks for JSON.
  const formEncode = !json && BODY_METHODS.has(method) && isPlainObject(data);
  const response = await send<T>({
    timeout: DEFAULT_TIMEOUT_MS,
    ...rest,
    method,
    data: formEncode ? toFormBody(data as Params) : data,
    headers: {
      ...baseHeaders(accessToken),
      ...(formEncode ? { 'Content-Type': FORM_CONTENT_TYPE } : {}),
      ...headers,
    },
  });
  return response.data;
}

async function sendWithSession<T>(config: ApiRequestConfig): Promise<T> {
  if (skipsTokenCheck(config.url)) return dispatch<T>(config, readAccessToken());
  const token = await accessTokenForRequest();
  try {
    return await dispatch<T>(config, token);
  } catch (error) {
    if (httpStatusOf(error) !== 401) throw error;
    // The server no longer accepts this token (revoked, clock skew…): refresh once, retry once.
    const fresh = await refreshOrFail(token);
    try {
      return await dispatch<T>(config, fresh);
    } catch (retryError) {
      if (httpStatusOf(retryError) === 401) throw new SessionError('refresh-failed', { cause: retryError });
      throw retryError;
    }
  }
}

/**
 * Every API call of the app goes through here (§7 base behaviour): resolves with the response body
 * (the API has no envelope), rejects on failure after the §8 feedback (toast unless `silent`,
 * sign-out alerts for expired / displaced / shop closed).
 */
export async function request<T>(config: ApiRequestConfig): Promise<T> {
  const { loading } = config;
  const closeOverlay = loading === undefined || loading === false ? undefined : showLoadingOverlay(loading);
  try {
    return await sendWithSession<T>(config);
  } catch (error) {
    handleRequestFailure(error, config);
    throw error;
  } finally {
    closeOverlay?.();
  }
}

type Config = Omit<ApiRequestConfig, 'url' | 'method' | 'data'>;

export const apiClient = {
  get: <T>(url: string, config?: Config) => request<T>({ ...config, url, method: 'get' }),
  delete: <T>(url: string, config?: Config) => request<T>({ ...config, url, method: 'delete' }),
  post: <T>(url: string, data?: unknown, config?: Config) =>
    request<T>({ ...config, url, data, method: 'post' }),
  put: <T>(url: string, data?: unknown, config?: Config) =>
    request<T>({ ...config, url, data, method: 'put' }),
  patch: <T>(url: string, data?: unknown, config?: Config) =>
    request<T>({ ...config, url, data, method: 'patch' }),
};
