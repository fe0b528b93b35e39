import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import {
  IMPORT_COLUMNS,
  IMPORT_HELP_SHEET,
  IMPORT_SHEET,
  type ImportColumn,
} from '@rxdesk/contract/goods/goods-import';
import { readHeader, readRow, type SheetRow } from './goods-import-cells.ts';
import { sheetRowsOffThread } from './xlsx-read-worker.ts';

/* Reading the import sheet (streamed, in a worker thread: xlsx-read-worker.ts; the event loop gets
 * a turn every READ_CHUNK rows handed over) and writing the error report (streamed:
 * WorkbookWriter). The template itself is small and built in memory. */

export { XLSX_TYPE } from '../../platform/xlsx/xlsx-download.ts';
const READ_CHUNK = 250;

interface DataValidations {
  add(address: string, validation: ExcelJS.DataValidation): void;
}

/** The sheet could not be read as the import sheet: why, as a message key. */
export class SheetRefused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** The first worksheet (the help sheet is skipped), row by row, read off the event loop. */
const worksheetRows = (bytes: Buffer) => sheetRowsOffThread(bytes, IMPORT_HELP_SHEET);

export interface SheetHead {
  columns: ImportColumn[];
}

/**
 * Reads the import sheet row by row: `onRow` gets each non-blank data row, in order. Throws
 * SheetRefused when the file is no workbook ExcelJS can read, lacks a required column, or holds
 * more than `maxRows` rows (it stops reading there).
 */
export async function readImportSheet(
  bytes: Buffer,
  maxRows: number,
  onRow: (row: SheetRow) => void | Promise<void>,
): Promise<SheetHead> {
  let positions: Map<number, ImportColumn> | null = null;
  let count = 0;
  try {
    for await (const { number, cells } of worksheetRows(bytes)) {
      if (!positions) {
        const head = readHeader(cells);
        if (head.missing.length)
          throw new SheetRefused('error.goodsImport.headerMissing', { columns: head.missing.join('、') });
        positions = head.positions;
        continue;
      }
      const row = readRow(number, cells, positions);
      if (!row) continue;
      if (++count > maxRows) throw new SheetRefused('error.goodsImport.tooManyRows', { max: maxRows });
      await onRow(row);
      if (count % READ_CHUNK === 0) await nextTurn();
    }
  } catch (error) {
    if (error instanceof SheetRefused) throw error;
    throw new SheetRefused('error.goodsImport.unreadable');
  }
  if (!positions) throw new SheetRefused('error.goodsImport.unreadable');
  return { columns: [...positions.values()] };
}

/** The template: the import sheet's header (required columns in red, code columns as text so a
 * leading zero survives, pick lists for the word columns) and the instructions sheet. */
export async function buildTemplate(lists: Record<string, string[]>, example: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'RxDesk';
  const sheet = wb.addWorksheet(IMPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  const TEXT_KEYS = new Set(['goods_code', 'sku_code', 'batch_no', 'approval_number', 'insurance_code']);
  IMPORT_COLUMNS.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    if (TEXT_KEYS.has(c.key) || c.key.endsWith('_date')) column.numFmt = '@';
    const head = sheet.getCell(1, i + 1);
    head.font = { bold: true, color: { argb: c.required ? 'FFC00000' : 'FF000000' } };
    head.note = `${c.required ? '必填。' : ''}${c.note}`;
    const list = lists[c.key];
    if (list) {
      const letter = column.letter;
      // A range address is one validation in the file (ExcelJS's types do not declare the list).
      (sheet as unknown as { dataValidations: DataValidations }).dataValidations.add(
        `${letter}2:${letter}${IMPORT_MAX_LIST_ROW}`,
        {
          type: 'list',
          allowBlank: true,
          formulae: [`"${list.join(',')}"`],
        },
      );
    }
  });
  const help = wb.addWorksheet(IMPORT_HELP_SHEET);
  help.columns = [
    { header: '列名', key: 'header', width: 14 },
    { header: '必填', key: 'required', width: 6 },
    { header: '说明', key: 'note', width: 70 },
    { header: '可选值', key: 'values', width: 50 },
  ];
  for (const c of IMPORT_COLUMNS)
    help.addRow({
      header: c.header,
      required: c.required ? '是' : '',
      note: c.note,
      values: (lists[c.key] ?? []).join('、'),
    });
  help.addRow({});
  help.addRow({
    header: '规则',
    note: '每行一个 SKU（及其一个初始批次）；商品编码相同的行是同一商品的多个 SKU，同一 SKU 的多个批次各占一行。',
  });
  help.addRow({
    note: '商品信息以该商品第一行为准，其余行可留空；导入的商品进入“待审核”（首营审核），不会直接上架。',
  });
  help.addRow({ note: '任何一行有错误时不会写入任何数据：请下载错误报告，修改后重新上传。' });
  help.addRow({});
  help.addRow({ header: '示例' });
  for (const r of example) help.addRow(r);
  help.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const IMPORT_MAX_LIST_ROW = 20_001;

/** The error report: the file's rows as they were, each followed by its errors, in one more
 * column; rows with errors first shown as they are in the file (same row numbers). */
export function streamErrorReport(
  bytes: Buffer,
  errorsByRow: Map<number, string>,
  errorHeader: string,
): PassThrough {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = wb.addWorksheet(IMPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  void (async () => {
    let n = 0;
    let width = 0;
    for await (const { number, cells } of worksheetRows(bytes)) {
      const values = cells.slice(1);
      if (n === 0) width = values.length;
      const error = n === 0 ? errorHeader : (errorsByRow.get(number) ?? '');
      const row = sheet.addRow([...values, ...Array(Math.max(0, width - values.length)).fill(null), error]);
      if (error && n > 0) row.getCell(width + 1).font = { color: { argb: 'FFC00000' } };
      if (n === 0) row.font = { bold: true };
      row.commit();
      if (++n % READ_CHUNK === 0) await nextTurn();
    }
    sheet.commit();
    await wb.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
