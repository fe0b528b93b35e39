import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';

/** GET seller/goods/import/{job_id}/errors.xlsx — the file's rows with an error column. */
export function getGoodsImportErrors(jobId: number): Promise<ExportedFile> {
  return downloadExport({
    url: `seller/goods/import/${jobId}/errors.xlsx`,
    params: {},
    fallbackName: 'goods-import-errors.xlsx',
  });
}
