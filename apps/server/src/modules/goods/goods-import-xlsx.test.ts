import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_HELP_SHEET, IMPORT_SHEET } from '@rxdesk/contract/goods/goods-import';
import type { SheetRow } from './goods-import-cells.ts';
import { buildTemplate, readImportSheet, SheetRefused, streamErrorReport } from './goods-import-xlsx.ts';
import { fillTemplate, importRow } from './goods-import.fixtures.ts';
import { isXlsx } from './xlsx-sniff.ts';

const IMAGE = `/api/files/${'a'.repeat(64)}.png`;

async function readAll(bytes: Buffer, max = 100) {
  const rows: SheetRow[] = [];
  await readImportSheet(bytes, max, (r) => void rows.push(r));
  return rows;
}

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (error: unknown) => error,
  );
  expect(e).toBeInstanceOf(SheetRefused);
  return (e as SheetRefused).key;
}

describe('goods import sheet: template, reading, error report', () => {
  it('reads back what was written into the template, cell for cell', async () => {
    const template = await buildTemplate({ drug_type: ['处方药'] }, [['示例']]);
    expect(isXlsx(template)).toBe(true);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([IMPORT_SHEET, IMPORT_HELP_SHEET]);
    const header = wb.getWorksheet(IMPORT_SHEET)!.getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(await readAll(template)).toEqual([]);

    const cells = [importRow('RT', 1, IMAGE), { ...importRow('RT', 2, IMAGE), quantity: '' }];
    const rows = await readAll(await fillTemplate(template, cells));
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
    for (const [i, r] of rows.entries())
      for (const c of IMPORT_COLUMNS) expect(r.values[c.key], c.key).toBe(String(cells[i]![c.key] ?? ''));
  });

  it('refuses a sheet without the required columns, too many rows, and bytes that are no workbook', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['商品编码', '商品名称']);
    const bare = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await refusal(readAll(bare))).toBe('error.goodsImport.headerMissing');
    const template = await buildTemplate({}, []);
    const full = await fillTemplate(
      template,
      [1, 2, 3].map((n) => importRow('M', n, IMAGE)),
    );
    expect(await refusal(readAll(full, 2))).toBe('error.goodsImport.tooManyRows');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(isXlsx(png)).toBe(false);
    expect(await refusal(readAll(Buffer.concat([Buffer.from('PK\x03\x04'), png])))).toBe(
      'error.goodsImport.unreadable',
    );
  });

  it('reads a file with its sheet before the workbook and shared strings, every time', async () => {
    // ExcelJS writes the sheet first; its streaming reader then parked the sheet and, about 3 reads
    // in 1 000, ended before reading the workbook (the fuzz test's destroyed error report).
    const template = await buildTemplate({}, []);
    const cells = [importRow('RO', 1, IMAGE), importRow('RO', 2, IMAGE)];
    const file = await fillTemplate(template, cells);
    for (let i = 0; i < 1_500; i++) {
      const rows = await readAll(file);
      expect(rows.map((r) => r.values.goods_code)).toEqual(['RO00001', 'RO00002']);
      expect(rows[1]!.values.goods_name).toBe(cells[1]!.goods_name);
    }
  }, 120_000);

  it('writes the error report: every row as it was, and its errors in one more column', async () => {
    const template = await buildTemplate({}, []);
    const file = await fillTemplate(template, [importRow('E', 1, IMAGE), importRow('E', 2, IMAGE)]);
    const out = streamErrorReport(file, new Map([[3, '批准文号：格式不正确']]), '错误信息');
    const chunks: Buffer[] = [];
    for await (const c of out) chunks.push(c as Buffer);
    const report = new ExcelJS.Workbook();
    await report.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = report.getWorksheet(IMPORT_SHEET)!;
    const width = IMPORT_COLUMNS.length;
    expect(sheet.getRow(1).getCell(width + 1).value).toBe('错误信息');
    expect(sheet.getRow(2).getCell(1).value).toBe('E00001');
    expect(sheet.getRow(2).getCell(width + 1).value).toBeNull();
    expect(sheet.getRow(3).getCell(1).value).toBe('E00002');
    expect(sheet.getRow(3).getCell(width + 1).value).toBe('批准文号：格式不正确');
  });
});
