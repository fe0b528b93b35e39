import type { CommentExportQuery } from '@rxdesk/contract/comments/comments';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

export interface CommentExportInput {
  /** The list's filters without paging. */
  query: Partial<CommentExportQuery>;
  onProgress?: (event: DownloadProgress) => void;
}

/** GET seller/members/comments/export — the filtered comments as an XLSX file, streamed. */
export function exportComments({ query, onProgress }: CommentExportInput): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/members/comments/export',
    params: query,
    fallbackName: 'comments.xlsx',
    onProgress,
  });
}

/** Not a change: nothing to invalidate. */
export function useExportComments() {
  return useMutation({ mutationFn: exportComments });
}
