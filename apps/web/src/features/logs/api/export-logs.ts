import type { LogExportQuery } from '@rxdesk/contract/logs/logs';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

export interface ExportLogsInput {
  query: LogExportQuery;
  onProgress?: (event: DownloadProgress) => void;
}

/** GET seller/logs/export — the filtered log as an XLSX file, streamed. */
export function exportLogs({ query, onProgress }: ExportLogsInput): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/logs/export',
    params: query,
    fallbackName: 'operation-log.xlsx',
    onProgress,
  });
}

/** Not a change: nothing to invalidate. */
export function useExportLogs() {
  return useMutation({ mutationFn: exportLogs });
}
