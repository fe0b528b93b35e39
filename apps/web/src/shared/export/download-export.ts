import type { AxiosProgressEvent, AxiosResponseHeaders, RawAxiosResponseHeaders } from 'axios';
import { fileNameFromDisposition } from '../download/save-blob.ts';
import { apiClient } from '../http/api-client.ts';
import { handleRequestFailure } from '../http/failure-handler.ts';

/** A big export streams for a while; the general 60 s limit (§9) would cut it off. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  /** Rows in the file, as the server counted them (`x-export-rows`). */
  rows: number;
}

export interface DownloadExportInput {
  /** API path, e.g. `seller/trade/orders/export`. */
  url: string;
  /** The list's filters without paging. */
  params: object;
  /** Used when the answer names no file. */
  fallbackName: string;
  onProgress?: (event: AxiosProgressEvent) => void;
}

interface Wrapped {
  body: unknown;
  rows: string | undefined;
  disposition: string | undefined;
}

function header(headers: AxiosResponseHeaders | RawAxiosResponseHeaders, name: string): string | undefined {
  const value: unknown = typeof headers.get === 'function' ? headers.get(name) : headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** An error answer arrives as a Blob too (responseType blob): read it back into the usual
 * `{code, message}` so the §8 toast shows the server's words. */
async function unwrapErrorBody(error: unknown): Promise<void> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  const wrapped = response?.data as Wrapped | undefined;
  const body = wrapped && typeof wrapped === 'object' && 'body' in wrapped ? wrapped.body : response?.data;
  if (!response) return;
  if (body instanceof Blob) {
    try {
      response.data = JSON.parse(await body.text()) as unknown;
    } catch {
      response.data = null;
    }
  } else {
    response.data = body;
  }
}

/** GET an XLSX export, streamed. The request is silent and the §8 feedback given here, once the
 * error body has been read back. */
export async function downloadExport({
  url,
  params,
  fallbackName,
  onProgress,
}: DownloadExportInput): Promise<ExportedFile> {
  try {
    const wrapped = await apiClient.get<Wrapped>(url, {
      params: { ...params },
      responseType: 'blob',
      timeout: EXPORT_TIMEOUT_MS,
      silent: true,
      onDownloadProgress: onProgress,
      // The client hands back the body only; the row count and file name travel in headers.
      transformResponse: (body: unknown, headers) => ({
        body,
        rows: header(headers, 'x-export-rows'),
        disposition: header(headers, 'content-disposition'),
      }),
    });
    if (!(wrapped.body instanceof Blob)) throw new Error('export: no file in the answer');
    return {
      blob: wrapped.body,
      rows: Number(wrapped.rows ?? 0) || 0,
      fileName: fileNameFromDisposition(wrapped.disposition, fallbackName),
    };
  } catch (error) {
    await unwrapErrorBody(error);
    handleRequestFailure(error, {});
    throw error;
  }
}
