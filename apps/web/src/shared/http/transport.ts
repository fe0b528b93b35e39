/* The bare HTTP transport over the browser's fetch (issue 18: axios was 20 KB gzip of the login
 * page). It keeps what the app relied on from axios: a base path, a timeout, JSON or form bodies,
 * bodies parsed as JSON when they are JSON, a download progress callback, and failures shaped as
 * `{code, message, response: {status, data, headers}}`, which error-message.ts reads. */
import { serializeParams, isPlainObject, type Params } from './serialize.ts';

export const API_BASE = '/api';

/** Bytes received so far; `total` when the answer announced its length. */
export interface DownloadProgress {
  loaded: number;
  total?: number;
}

export interface TransportConfig {
  /** Relative to /api (a leading slash is ignored), or an absolute URL. */
  url: string;
  method?: string;
  /** Query string values; arrays go as repeated keys (serialize.ts). */
  params?: object;
  /** A string, FormData, Blob or URLSearchParams goes as it is; another object or an array as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds for the whole exchange, body included; 0 for none. */
  timeout?: number;
  /** 'blob' hands back the body as a Blob (a file); otherwise JSON when it parses, else the text. */
  responseType?: 'json' | 'blob';
  onDownloadProgress?: (progress: DownloadProgress) => void;
  /** Reshapes a successful body, with the answer's headers at hand. */
  transformResponse?: (body: unknown, headers: Headers) => unknown;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** The codes axios used, which the rest of the app (and its tests) already read. */
export type HttpErrorCode = 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ECONNABORTED' | 'ERR_NETWORK';

/** A failed exchange. `response` is there when the server answered (with a non-2xx status);
 * its `data` is the error body, parsed as JSON when it is JSON, whatever `responseType` was. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly response?: { status: number; data: unknown; headers: Headers },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:\/\//i;

export function buildUrl(url: string, params?: object): string {
  const base = ABSOLUTE_URL.test(url) ? url : `${API_BASE}/${url.replace(/^\/+/, '')}`;
  const query = serializeParams(params as Params | undefined);
  if (!query) return base;
  const withoutHash = base.split('#')[0] ?? base;
  return `${withoutHash}${withoutHash.includes('?') ? '&' : '?'}${query}`;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/** The body fetch sends, and the headers it needs for it. */
export function encodeBody(
  data: unknown,
  headers: Record<string, string>,
): { body: BodyInit | undefined; headers: Record<string, string> } {
  if (data === undefined || data === null) return { body: undefined, headers };
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  ) {
    return { body: data, headers };
  }
  if (isPlainObject(data) || Array.isArray(data)) {
    const withType = hasHeader(headers, 'content-type')
      ? headers
      : { ...headers, 'Content-Type': 'application/json' };
    return { body: JSON.stringify(data), headers: withType };
  }
  return { body: String(data as string | number | boolean), headers };
}

/** JSON when the text is JSON (an empty body stays ''), else the text itself. */
export function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The whole body as a Blob, reporting each piece as it arrives. */
async function readBlob(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  // A compressed answer's Content-Length counts compressed bytes, not the ones read here.
  const total = length > 0 && !response.headers.get('content-encoding') ? length : undefined;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(parts as BlobPart[], { type });
}

async function readBody(response: Response, config: TransportConfig): Promise<unknown> {
  if (config.responseType !== 'blob') return parseText(await response.text());
  return config.onDownloadProgress ? readBlob(response, config.onDownloadProgress) : response.blob();
}

export async function send<T>(config: TransportConfig): Promise<HttpResponse<T>> {
  const method = (config.method ?? 'get').toUpperCase();
  const { body, headers } = encodeBody(method === 'GET' || method === 'HEAD' ? undefined : config.data, {
    Accept: 'application/json, text/plain, */*',
    ...config.headers,
  });
  const controller = new AbortController();
  const timeout = config.timeout ?? 0;
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  let response: Response;
  let raw: unknown;
  try {
    response = await fetch(buildUrl(config.url, config.params), {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const data = parseText(await response.text());
      throw new HttpError(
        `Request failed with status code ${response.status}`,
        response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        { status: response.status, data, headers: response.headers },
      );
    }
    raw = await readBody(response, config);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // fetch rejects on a dead connection or an abort (our timer), and so does reading the body.
    if (timedOut) throw new HttpError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED');
    throw new HttpError('Network Error', 'ERR_NETWORK');
  } finally {
    clearTimeout(timer);
  }
  const data = config.transformResponse ? config.transformResponse(raw, response.headers) : raw;
  return { status: response.status, headers: response.headers, data: data as T };
}
