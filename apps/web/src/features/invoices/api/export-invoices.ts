import type { InvoiceExportQuery } from '@rxdesk/contract/invoices/invoices';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

export interface InvoiceExportInput {
  query: Partial<InvoiceExportQuery>;
  onProgress?: (event: DownloadProgress) => void;
}

/** GET seller/trade/invoice/export — the filtered invoices as XLSX, streamed. */
export function exportInvoices({ query, onProgress }: InvoiceExportInput): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/trade/invoice/export',
    params: query,
    fallbackName: 'invoices.xlsx',
    onProgress,
  });
}

export function useExportInvoices() {
  return useMutation({ mutationFn: exportInvoices });
}
