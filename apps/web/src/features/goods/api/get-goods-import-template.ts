import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';

/** GET seller/goods/import/template — the .xlsx to fill (the sheet and its instructions). */
export function getGoodsImportTemplate(): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/goods/import/template',
    params: {},
    fallbackName: '商品导入模板.xlsx',
  });
}
