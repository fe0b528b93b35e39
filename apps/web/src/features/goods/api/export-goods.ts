import type { GoodsListQuery } from '@rxdesk/contract/goods/catalogue';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

export interface GoodsExportInput {
  /** The list's filters without paging. */
  query: Partial<Omit<GoodsListQuery, 'page_no' | 'page_size'>>;
  onProgress?: (event: DownloadProgress) => void;
}

/** GET seller/goods/export — the filtered goods and their SKUs as an XLSX file, streamed. */
export function exportGoods({ query, onProgress }: GoodsExportInput): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/goods/export',
    params: query,
    fallbackName: 'goods.xlsx',
    onProgress,
  });
}

/** Not a goods change: nothing to invalidate. */
export function useExportGoods() {
  return useMutation({ mutationFn: exportGoods });
}
