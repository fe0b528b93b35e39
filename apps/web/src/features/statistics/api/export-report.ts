import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

/** The reports that have an export (GET seller/statistics/{report}/export, same query as the report). */
export type ExportableReport =
  | 'overview'
  | 'goods'
  | 'hot-goods'
  | 'price-sales'
  | 'buy-analysis'
  | 'sales'
  | 'operate'
  | 'region'
  | 'traffic'
  | 'collect';

/** GET seller/statistics/{report}/export — the report's table as XLSX, with the page's filters. */
export function exportReport(
  report: ExportableReport,
  params: object,
  onProgress?: (p: DownloadProgress) => void,
): Promise<ExportedFile> {
  return downloadExport({
    url: `seller/statistics/${report}/export`,
    params,
    fallbackName: `statistics-${report}.xlsx`,
    onProgress,
  });
}
