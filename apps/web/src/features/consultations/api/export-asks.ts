import type { AskExportQuery } from '@rxdesk/contract/consultations/asks';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

export interface AsksExportInput {
  /** The list's filters without paging. */
  query: Partial<AskExportQuery>;
  onProgress?: (event: DownloadProgress) => void;
}

/** GET seller/members/asks/export — the filtered consultations as an XLSX file, streamed. */
export function exportAsks({ query, onProgress }: AsksExportInput): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/members/asks/export',
    params: query,
    fallbackName: 'asks.xlsx',
    onProgress,
  });
}

/** Not a change: nothing to invalidate. */
export function useExportAsks() {
  return useMutation({ mutationFn: exportAsks });
}
