import type { OrderListQuery } from '@rxdesk/contract/orders';
import { useMutation } from '@tanstack/react-query';
import type { AxiosProgressEvent, AxiosResponseHeaders, RawAxiosResponseHeaders } from 'axios';
import { fileNameFromDisposition } from '../../../shared/download/save-blob.ts';
import { apiClient } from '../../../shared/http/api-client.ts';
import { handleRequestFailure } from '../../../shared/http/failure-handler.ts';

/** A big export streams for a while; the general 60 s limit (§9) would cut it off. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export interface ExportedFile {
  blob: Blob;
  fileName: string;
  /** Rows in the file, as the server counted them (`x-export-rows`). */
  rows: number;
}

export interface ExportInput {
  query: Omit<OrderListQuery, 'page_no' | 'page_size'>;
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

/** GET seller/trade/orders/export — the filtered orders as an XLSX file, streamed. The request
 * is silent and the §8 feedback given here, once the error body has been read back. */
export async function exportOrders({ query, onProgress }: ExportInput): Promise<ExportedFile> {
  try {
    const wrapped = await apiClient.get<Wrapped>('seller/trade/orders/export', {
      params: { ...query },
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
      fileName: fileNameFromDisposition(wrapped.disposition, 'orders.xlsx'),
    };
  } catch (error) {
    await unwrapErrorBody(error);
    handleRequestFailure(error, {});
    throw error;
  }
}

/** Not an order change: nothing to invalidate. */
export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
