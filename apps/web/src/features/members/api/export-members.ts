import type { MemberListQuery } from '@rxdesk/contract/members/members';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

export interface MemberExportInput {
  query: Partial<Omit<MemberListQuery, 'page_no' | 'page_size'>>;
  onProgress?: (event: DownloadProgress) => void;
}

/** GET seller/members/export — the filtered members as XLSX (masked mobiles unless the caller
 * may see them), streamed. */
export function exportMembers({ query, onProgress }: MemberExportInput): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/members/export',
    params: query,
    fallbackName: 'members.xlsx',
    onProgress,
  });
}

export function useExportMembers() {
  return useMutation({ mutationFn: exportMembers });
}
