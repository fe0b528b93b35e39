import { IMPORT_COLUMNS, type ImportLevel } from '@rxdesk/contract/goods/goods-import';
import type { SheetRow } from './goods-import-cells.ts';

/** A problem of one cell (`column` is a column key) or of a row as a whole (`column` ''). `key`
 * is a message key, translated when it is shown. */
export interface RowError {
  row: number;
  column: string;
  key: string;
  params?: Record<string, string | number>;
}

/** The rows of one SKU: the first carries the SKU's cells, each may carry an opening batch. */
export interface SkuRows {
  code: string;
  rows: SheetRow[];
}

/** The rows of one goods item (same 商品编码), its SKUs in the order they first appear. */
export interface GoodsRows {
  code: string;
  rows: SheetRow[];
  skus: SkuRows[];
}

/** Groups the rows by goods code, then by SKU code inside each item. A row without a code is an
 * item (or SKU) of its own, so the form's rules report the missing code on that row. */
export function groupRows(rows: readonly SheetRow[]): GoodsRows[] {
  const groups = new Map<string, GoodsRows>();
  for (const r of rows) {
    const code = r.values.goods_code ?? '';
    const key = code === '' ? `\u0000${r.row}` : code;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { code, rows: [], skus: [] }));
    g.rows.push(r);
    const skuCode = r.values.sku_code ?? '';
    const sku = skuCode === '' ? undefined : g.skus.find((s) => s.code === skuCode);
    if (sku) sku.rows.push(r);
    else g.skus.push({ code: skuCode, rows: [r] });
  }
  return [...groups.values()];
}

const COLUMNS_OF = (level: ImportLevel) => IMPORT_COLUMNS.filter((c) => c.level === level);
const GOODS_COLUMNS = COLUMNS_OF('goods');
const SKU_COLUMNS = COLUMNS_OF('sku');

/** The item's cells come from its first row, a SKU's from the SKU's first row; a later row may
 * leave them blank, but a value that differs is a mistake worth showing (two items with one code). */
function sameAsFirst(
  rows: readonly SheetRow[],
  columns: typeof GOODS_COLUMNS,
  key: string,
  out: RowError[],
): void {
  const [first, ...rest] = rows;
  if (!first) return;
  for (const r of rest) {
    for (const c of columns) {
      const v = r.values[c.key] ?? '';
      if (v !== '' && v !== (first.values[c.key] ?? ''))
        out.push({ row: r.row, column: c.key, key, params: { row: first.row, column: c.header } });
    }
  }
}

/** The checks across rows the goods form cannot see: cells that disagree within an item or a
 * SKU, and a SKU code used by two items of the file. */
export function crossRowErrors(groups: readonly GoodsRows[]): RowError[] {
  const out: RowError[] = [];
  const skuOwner = new Map<string, { goods: GoodsRows; row: number }>();
  for (const g of groups) {
    sameAsFirst(g.rows, GOODS_COLUMNS, 'rule.goodsImport.differsGoods', out);
    for (const s of g.skus) {
      sameAsFirst(s.rows, SKU_COLUMNS, 'rule.goodsImport.differsSku', out);
      if (s.code === '') continue;
      const owner = skuOwner.get(s.code);
      if (!owner) skuOwner.set(s.code, { goods: g, row: s.rows[0]!.row });
      else if (owner.goods !== g)
        out.push({
          row: s.rows[0]!.row,
          column: 'sku_code',
          key: 'rule.goodsImport.skuCodeInFile',
          params: { row: owner.row },
        });
    }
  }
  return out;
}

/** Errors in the order a person reads the sheet: by row, then by column as the template has them. */
const COLUMN_ORDER = new Map(IMPORT_COLUMNS.map((c, i) => [c.key, i]));
export function sortErrors(errors: RowError[]): RowError[] {
  return errors.sort(
    (a, b) => a.row - b.row || (COLUMN_ORDER.get(a.column) ?? -1) - (COLUMN_ORDER.get(b.column) ?? -1),
  );
}
