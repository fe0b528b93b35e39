import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import { apiClient } from '../../../http/api-client.ts';
import { baseHeaders } from '../../../http/base-request.ts';
import { httpStatusOf } from '../../../http/error-message.ts';
import { handleRequestFailure } from '../../../http/failure-handler.ts';
import { DEFAULT_TIMEOUT_MS } from '../../../http/request-config.ts';
import { API_BASE, HttpError, parseText } from '../../../http/transport.ts';
import { readUsableAccessToken } from '../../../session/session-storage.ts';

const PATH = 'base/uploaders';

function formOf(file: Blob): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** The exchange itself over XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not), with the headers every call carries. Failures take the http client's shape. */
function sendWithProgress(
  file: Blob,
  token: string,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/${PATH}`);
    xhr.timeout = DEFAULT_TIMEOUT_MS;
    for (const [name, value] of Object.entries(baseHeaders(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = parseText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as UploadResult);
      const headers = new Headers({ 'content-type': xhr.getResponseHeader('content-type') ?? '' });
      const code = xhr.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
      reject(
        new HttpError(`Request failed with status code ${xhr.status}`, code, {
          status: xhr.status,
          data,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(new HttpError('Network Error', 'ERR_NETWORK'));
    xhr.ontimeout = () => reject(new HttpError('timeout exceeded', 'ECONNABORTED'));
    xhr.send(formOf(file));
  });
}

/**
 * POST base/uploaders (multipart, field `file`) — stores one image. With a usable access token it
 * goes with progress; without one (or when the server no longer takes it: 401) it goes through the
 * http client, which refreshes the session first, so an upload never signs anyone out. A refusal
 * shows the server's message (the client's §8 feedback) and rejects.
 */
export async function postUploader(file: Blob, onProgress: (percent: number) => void): Promise<UploadResult> {
  const viaClient = () => apiClient.post<UploadResult>(PATH, formOf(file));
  const token = readUsableAccessToken();
  if (!token) return viaClient();
  try {
    return await sendWithProgress(file, token, onProgress);
  } catch (error) {
    if (httpStatusOf(error) === 401) return viaClient();
    handleRequestFailure(error, {});
    throw error;
  }
}
