import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

/** GET seller/settlement/bills/{sn}/export — the bill as XLSX (summary, orders, refunds). */
export function exportBill(sn: string, onProgress?: (p: DownloadProgress) => void): Promise<ExportedFile> {
  return downloadExport({
    url: `seller/settlement/bills/${encodeURIComponent(sn)}/export`,
    params: {},
    fallbackName: `settlement-${sn}.xlsx`,
    onProgress,
  });
}
