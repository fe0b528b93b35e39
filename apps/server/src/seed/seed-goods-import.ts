import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { IMPORT_COLUMNS, IMPORT_PREVIEW_ROWS, IMPORT_SHEET } from '@rxdesk/contract/goods/goods-import';
import type { Database } from '../platform/db/schema.ts';
import { cellText, type SheetRow } from '../modules/goods/goods-import-cells.ts';
import { categoryLookup, checkRows } from '../modules/goods/goods-import-check.ts';
import { importRow } from '../modules/goods/goods-import.fixtures.ts';
import { GoodsImportRepository } from '../modules/goods/goods-import.repository.ts';

/** A first import attempt of the demo shop, checked by the real pipeline and left in PREVIEW with
 * its errors: the pictures were not uploaded yet and one approval number is mistyped. Its error
 * report downloads like any other (and the trust suite has a job of shop A to attack). */
export async function seedGoodsImportDemo(
  trx: Kysely<Database>,
  shopId: number,
  userId: number,
  now: number,
) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(IMPORT_SHEET);
  sheet.addRow(IMPORT_COLUMNS.map((c) => c.header));
  const rows = [
    importRow('DEMO-IMP', 1, '感冒灵颗粒.png'),
    importRow('DEMO-IMP', 2, '感冒灵颗粒.png'),
    { ...importRow('DEMO-IMP', 3, '感冒灵颗粒.png'), approval_number: '国药准字Z4402194' },
  ];
  for (const r of rows) sheet.addRow(IMPORT_COLUMNS.map((c) => r[c.key] ?? null));
  const file = Buffer.from(await wb.xlsx.writeBuffer());

  const repo = new GoodsImportRepository(trx);
  // The rows as the reader would hand them over (without starting its worker for three rows).
  const read: SheetRow[] = rows.map((r, i) => ({
    row: i + 2,
    values: Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, cellText(c.key, r[c.key])])),
  }));
  const outcome = await checkRows(read, {
    category: categoryLookup(await repo.categories()),
    takenGoodsCodes: (codes) => repo.takenGoodsCodes(shopId, codes),
    takenSkuCodes: (codes) => repo.takenSkuCodes(shopId, codes),
    ownedImages: (hashes) => repo.ownedImages(shopId, hashes),
    imagesByName: (names) => repo.imagesByName(shopId, names),
    today: unixToDateString(now, 'yyyy-MM-dd'),
    progress: async () => {},
  });
  await trx
    .insertInto('goods_import_jobs')
    .values({
      shop_id: shopId,
      created_by: userId,
      file_name: '首批药品导入.xlsx',
      file,
      status: 'PREVIEW',
      total_rows: read.length,
      done_rows: read.length,
      goods_count: outcome.counts.goods,
      sku_count: outcome.counts.skus,
      batch_count: outcome.counts.batches,
      error_count: outcome.errors.length,
      errors: JSON.stringify(outcome.errors),
      preview: JSON.stringify(read.slice(0, IMPORT_PREVIEW_ROWS)),
      created_at: now - 3600,
      updated_at: now - 3600,
    })
    .execute();
}
