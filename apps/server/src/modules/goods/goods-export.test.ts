import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, createGoods } from '../../testing/catalogue.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import type { SheetRow } from './goods-import-cells.ts';
import { EXPORT_COLUMNS } from './goods-export.ts';
import { readImportSheet } from './goods-import-xlsx.ts';

describe('goods export (HTTP): the list under its filters, streamed as XLSX', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const get = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/seller/goods${url}`, headers: { authorization: token } });

  async function exported(token: string, query: string) {
    const r = await get(token, `/export?${query}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows.push(Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c.key, values[i] ?? null])));
    });
    return { total: Number(r.headers['x-export-rows']), header, rows, bytes: r.rawPayload };
  }

  it('holds exactly what the list counts for the same filters, a row per SKU, under the template headers', async () => {
    const query = 'drug_type=OTC_A&min_price=10&max_price=30';
    const list = (await get(admin, `?${query}&page_size=100`)).json();
    expect(list.data_total).toBeGreaterThan(0);
    const file = await exported(admin, `${query}&page_no=3&page_size=1`);
    expect(file.header).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    expect(file.total).toBe(list.data_total);
    const codes = [...new Set(file.rows.map((r) => r.goods_code))];
    expect(codes.sort()).toEqual(list.data.map((g: { goods_code: string }) => g.goods_code).sort());
    const skuRows = list.data.reduce(
      (n: number, g: { sku_count: number }) => n + Math.max(1, g.sku_count),
      0,
    );
    expect(file.rows).toHaveLength(skuRows);
    for (const r of file.rows) expect(r.drug_type).toBe('甲类OTC');
    for (const g of list.data) {
      const rows = file.rows.filter((r) => r.goods_code === g.goods_code);
      expect(rows).toHaveLength(Math.max(1, g.sku_count));
      expect(rows[0]!.category).toBe(g.category_names.join('/'));
      expect(rows[0]!.goods_name).toBe(g.goods_name);
    }
    // The export reads back as an import sheet (same headers).
    const back: SheetRow[] = [];
    await readImportSheet(Buffer.from(file.bytes), 10_000, (r) => void back.push(r));
    expect(back).toHaveLength(file.rows.length);
  });

  it('writes each SKU of an item with its own code, specs and price in yuan', async () => {
    const { leaf } = await categories(t);
    const g = await createGoods(t, admin, leaf);
    const file = await exported(admin, `goods_code=${g.goods_code}`);
    expect(file.total).toBe(1);
    expect(
      file.rows.map((r) => [r.sku_code, r.spec_names, r.spec_values, r.price, r.drug_type, r.status]),
    ).toEqual([
      [`${g.goods_code}-12`, '规格', '12粒', '12.50', '处方药', '待审核'],
      [`${g.goods_code}-24`, '规格', '24粒', '22.00', '处方药', '待审核'],
    ]);
    expect(file.rows[0]!.images).toBe('/api/files/a.png\n/api/files/b.png');
    expect(file.rows[0]!.interactions).toBe('尚不明确');
  });

  it('follows the tab: awaiting review only', async () => {
    const list = (await get(admin, '?tab=AWAITING_REVIEW&page_size=100')).json();
    const file = await exported(admin, 'tab=AWAITING_REVIEW');
    expect(file.total).toBe(list.data_total);
    for (const r of file.rows) expect(r.status).toBe('待审核');
  });

  it("holds the caller's shop only", async () => {
    const mine = await exported(admin, '');
    const theirs = await exported(other, '');
    const theirList = (await get(other, '?page_size=100')).json();
    expect(theirs.total).toBe(theirList.data_total);
    expect(theirs.total).toBeLessThan(mine.total);
    expect(new Set(theirs.rows.map((r) => r.goods_code))).toEqual(
      new Set(theirList.data.map((g: { goods_code: string }) => g.goods_code)),
    );
  });

  it('refuses a bad filter like the list does', async () => {
    const r = await get(admin, '/export?min_price=5&max_price=1');
    expect(r.statusCode).toBe(400);
  });
});
