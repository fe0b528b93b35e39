import type { OrderListQuery } from '@rxdesk/contract/orders/orders';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

export interface ExportInput {
  query: Omit<OrderListQuery, 'page_no' | 'page_size'>;
  onProgress?: (event: DownloadProgress) => void;
}

/** GET seller/trade/orders/export — the filtered orders as an XLSX file, streamed. */
export function exportOrders({ query, onProgress }: ExportInput): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/trade/orders/export',
    params: query,
    fallbackName: 'orders.xlsx',
    onProgress,
  });
}

/** Not an order change: nothing to invalidate. */
export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
