import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorOf, httpStatusOf, isTimeout } from './error-message.ts';
import { buildUrl, HttpError, send } from './transport.ts';

type FetchArgs = [string, RequestInit];

function stubFetch(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(answer(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastCall(mock: ReturnType<typeof stubFetch>): FetchArgs {
  const call = mock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return call;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it('puts paths under /api and params as repeated keys', () => {
    expect(buildUrl('seller/trade/orders', { ids: [1, 2], q: 'a b', empty: undefined })).toBe(
      '/api/seller/trade/orders?ids=1&ids=2&q=a%20b',
    );
    expect(buildUrl('/seller/shops')).toBe('/api/seller/shops');
    expect(buildUrl('admin-user/login/qywx?x=1', { code: 'c' })).toBe(
      '/api/admin-user/login/qywx?x=1&code=c',
    );
    expect(buildUrl('https://example.test/a', { b: 1 })).toBe('https://example.test/a?b=1');
  });
});

describe('send', () => {
  it('GETs with the given headers and parses a JSON answer', async () => {
    const fetchMock = stubFetch(() => new Response('{"rows":[1]}', { status: 200 }));
    const response = await send<{ rows: number[] }>({
      url: 'seller/shops',
      params: { page_no: 1 },
      headers: { 'Accept-Language': 'en' },
      data: { ignored: true },
    });
    expect(response.data).toEqual({ rows: [1] });
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe('/api/seller/shops?page_no=1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({
      'Accept-Language': 'en',
      Accept: 'application/json, text/plain, */*',
    });
  });

  it('sends a string body as it is and a plain object as JSON', async () => {
    const fetchMock = stubFetch(() => new Response('', { status: 200 }));
    const form = await send({
      url: 'a',
      method: 'post',
      data: 'x=1&x=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.data).toBe('');
    expect(lastCall(fetchMock)[1]).toMatchObject({
      method: 'POST',
      body: 'x=1&x=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    await send({ url: 'a', method: 'put', data: { a: [1] } });
    expect(lastCall(fetchMock)[1]).toMatchObject({
      method: 'PUT',
      body: '{"a":[1]}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('hands back a text answer that is not JSON as text', async () => {
    stubFetch(() => new Response('plain words', { status: 200 }));
    expect((await send({ url: 'a' })).data).toBe('plain words');
  });

  it('rejects a non-2xx answer with its status and parsed {code, message}', async () => {
    stubFetch(
      () =>
        new Response('{"code":"SHOP_CLOSED","message":"店铺已关闭"}', {
          status: 423,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const error: unknown = await send({ url: 'a', responseType: 'blob' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('ERR_BAD_REQUEST');
    expect(httpStatusOf(error)).toBe(423);
    expect(apiErrorOf(error)).toEqual({ code: 'SHOP_CLOSED', message: '店铺已关闭' });
  });

  it('marks a server error as a bad response', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await send({ url: 'a' }).catch((e: unknown) => e)) as HttpError;
    expect(error.code).toBe('ERR_BAD_RESPONSE');
    expect(error.response?.data).toBe('<html>Bad gateway</html>');
    expect(apiErrorOf(error)).toBeNull();
  });

  it('turns a dead connection into a network error without a response', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await send({ url: 'a' }).catch((e: unknown) => e)) as HttpError;
    expect(error.code).toBe('ERR_NETWORK');
    expect(httpStatusOf(error)).toBeUndefined();
    expect(isTimeout(error)).toBe(false);
  });

  it('gives up after the timeout with the timeout code', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = send({ url: 'a', timeout: 1_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await pending;
    expect(isTimeout(error)).toBe(true);
    expect((error as HttpError).message).toBe('timeout of 1000ms exceeded');
  });

  it('reads a file as a Blob, reporting progress, with its headers for transformResponse', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('abc'));
        controller.enqueue(encoder.encode('de'));
        controller.close();
      },
    });
    stubFetch(
      () =>
        new Response(body, {
          status: 200,
          headers: {
            'content-type': 'application/vnd.ms-excel',
            'x-export-rows': '7',
            'content-length': '5',
          },
        }),
    );
    const progress: Array<{ loaded: number; total?: number }> = [];
    const response = await send<{ body: Blob; rows: string | null }>({
      url: 'export',
      responseType: 'blob',
      onDownloadProgress: (p) => progress.push(p),
      transformResponse: (raw, headers) => ({ body: raw, rows: headers.get('x-export-rows') }),
    });
    expect(response.data.rows).toBe('7');
    expect(response.data.body).toBeInstanceOf(Blob);
    expect(await response.data.body.text()).toBe('abcde');
    expect(response.data.body.type).toBe('application/vnd.ms-excel');
    expect(progress).toEqual([
      { loaded: 3, total: 5 },
      { loaded: 5, total: 5 },
    ]);
  });
});
