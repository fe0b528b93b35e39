// @vitest-environment jsdom
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postUploader } from './post-uploader.ts';

const { post, readUsableAccessToken, handleRequestFailure } = vi.hoisted(() => ({
  post: vi.fn(),
  readUsableAccessToken: vi.fn<() => string | null>(),
  handleRequestFailure: vi.fn(),
}));
vi.mock('../../../http/api-client.ts', () => ({ apiClient: { post } }));
vi.mock('../../../http/failure-handler.ts', () => ({ handleRequestFailure }));
vi.mock('../../../session/session-storage.ts', () => ({
  readUsableAccessToken,
  getOrCreateUuid: () => 'uuid-1',
}));

const stored: UploadResult = {
  url: '/files/a.png',
  thumbnail: '/files/a.thumb.webp',
  name: 'a.png',
  ext: 'png',
  size: 3,
  width: 1,
  height: 1,
};

/** A stand-in XMLHttpRequest that records what was sent and answers as told. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string } = { status: 200, body: JSON.stringify(stored) };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 4 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    queueMicrotask(() => this.onload?.());
  }
}

const file = new File(['png'], 'a.png', { type: 'image/png' });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.answer = { status: 200, body: JSON.stringify(stored) };
  post.mockReset().mockResolvedValue(stored);
  handleRequestFailure.mockReset();
  readUsableAccessToken.mockReset().mockReturnValue('token-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('POST base/uploaders', () => {
  it('sends the file as the multipart field `file` with the session headers, reporting progress', async () => {
    const progress: number[] = [];
    await expect(postUploader(file, (p) => progress.push(p))).resolves.toEqual(stored);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/base/uploaders']);
    expect(xhr.headers).toMatchObject({ Authorization: 'token-1', uuid: 'uuid-1' });
    expect(xhr.headers['Accept-Language']).toMatch(/^(zh|en)$/);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect(progress).toEqual([25, 100]);
    expect(post).not.toHaveBeenCalled();
  });

  it("shows a refusal's message through the client's feedback and rejects with the server's body", async () => {
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({ code: 'UPLOAD_TYPE', message: '文件类型不支持' }),
    };
    const failure = postUploader(file, () => undefined);
    await expect(failure).rejects.toMatchObject({
      response: { status: 400, data: { code: 'UPLOAD_TYPE', message: '文件类型不支持' } },
    });
    expect(handleRequestFailure).toHaveBeenCalledTimes(1);
  });

  it('goes through the http client (which refreshes the session) without a usable token or on 401', async () => {
    readUsableAccessToken.mockReturnValue(null);
    await expect(postUploader(file, () => undefined)).resolves.toEqual(stored);
    expect(post).toHaveBeenCalledWith('base/uploaders', expect.any(FormData));

    post.mockClear();
    readUsableAccessToken.mockReturnValue('revoked');
    FakeXhr.answer = { status: 401, body: JSON.stringify({ code: 'TOKEN', message: 'expired' }) };
    await expect(postUploader(file, () => undefined)).resolves.toEqual(stored);
    expect(post).toHaveBeenCalledTimes(1);
    expect(handleRequestFailure).not.toHaveBeenCalled();
  });
});
