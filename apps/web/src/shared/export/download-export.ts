import { fileNameFromDisposition } from '../download/save-blob.ts';
import { apiClient } from '../http/api-client.ts';
import { reportRequestError } from '../http/report-error.ts';
import type { DownloadProgress } from '../http/transport.ts';

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
  onProgress?: (progress: DownloadProgress) => void;
}

interface Wrapped {
  body: unknown;
  rows: string | undefined;
  disposition: string | undefined;
}

function header(headers: Headers, name: string): string | undefined {
  return headers.get(name) ?? undefined;
}

/** GET an XLSX export, streamed. A refusal comes back as the usual `{code, message}` (the transport
 * reads error bodies as JSON whatever the responseType), so the client's §8 toast shows it. */
export async function downloadExport({
  url,
  params,
  fallbackName,
  onProgress,
}: DownloadExportInput): Promise<ExportedFile> {
  const wrapped = await apiClient.get<Wrapped>(url, {
    params: { ...params },
    responseType: 'blob',
    timeout: EXPORT_TIMEOUT_MS,
    onDownloadProgress: onProgress,
    // The client hands back the body only; the row count and file name travel in headers.
    transformResponse: (body: unknown, headers) => ({
      body,
      rows: header(headers, 'x-export-rows'),
      disposition: header(headers, 'content-disposition'),
    }),
  });
  if (!(wrapped.body instanceof Blob)) {
    const error = new Error('export: no file in the answer');
    reportRequestError(error);
    throw error;
  }
  return {
    blob: wrapped.body,
    rows: Number(wrapped.rows ?? 0) || 0,
    fileName: fileNameFromDisposition(wrapped.disposition, fallbackName),
  };
}
