import { describe, expect, it } from 'vitest';
import { cellText, type SheetRow } from './goods-import-cells.ts';
import { categoryLookup, checkRows, type CheckDeps } from './goods-import-check.ts';
import { importRow, type ImportCells } from './goods-import.fixtures.ts';

const IMAGE = `/api/files/${'a'.repeat(64)}.png`;
const CATEGORIES = [
  { id: 1, parent_id: 0, name: '感冒发热' },
  { id: 2, parent_id: 1, name: '感冒药' },
  { id: 3, parent_id: 1, name: '退热镇痛' },
];

const rowsOf = (cells: ImportCells[]): SheetRow[] =>
  cells.map((c, i) => ({
    row: i + 2,
    values: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, cellText(k, v)])),
  }));

function deps(over: Partial<CheckDeps> = {}): CheckDeps {
  return {
    category: categoryLookup(CATEGORIES),
    takenGoodsCodes: async () => new Set(),
    takenSkuCodes: async () => new Set(),
    ownedImages: async () => new Set(['a'.repeat(64)]),
    imagesByName: async (names) =>
      new Map(names.filter((n) => n === '感冒灵 正面.png').map((n) => [n, IMAGE])),
    today: '2026-01-15',
    progress: async () => {},
    ...over,
  };
}

const only = (errors: { row: number; column: string; key: string }[]) =>
  errors.map(({ row, column, key }) => ({ row, column, key }));

describe('goods import: rows checked by the goods form', () => {
  it('groups rows into items, SKUs and batches and builds the goods form bodies', async () => {
    const a1 = importRow('IMP', 1, IMAGE, 1);
    const a1b = {
      goods_code: a1.goods_code,
      sku_code: a1.sku_code,
      batch_no: 'B2',
      production_date: '2025/3/1',
      expiry_date: '20280228',
      quantity: 5,
    };
    const a2 = { ...importRow('IMP', 1, IMAGE, 2), goods_name: '', common_name: '' };
    const b = importRow('IMP', 2, IMAGE, 1);
    const out = await checkRows(rowsOf([a1, a1b, a2, b]), deps());
    expect(out.errors).toEqual([]);
    expect(out.counts).toEqual({ rows: 4, goods: 2, skus: 3, batches: 4 });
    const [first] = out.goods;
    expect(first!.body).toMatchObject({
      goods_code: 'IMP00001',
      category_id: 2,
      drug_type: 'OTC_B',
      images: [IMAGE],
    });
    expect(first!.body.skus.map((s) => s.sku_code)).toEqual(['IMP00001-1', 'IMP00001-2']);
    expect(first!.body.skus[0]!.batches).toEqual([
      { batch_no: 'B0000011', production_date: '2025-01-01', expiry_date: '2027-12-31', quantity: 100 },
      { batch_no: 'B2', production_date: '2025-03-01', expiry_date: '2028-02-28', quantity: 5 },
    ]);
    expect(first!.body.skus[1]!.spec_values).toEqual([{ name: '包装', value: '2盒装' }]);
  });

  it('names the row and column of each broken rule of the goods form', async () => {
    const rows = [
      { ...importRow('IMP', 1, IMAGE), approval_number: '国药准字X1' },
      { ...importRow('IMP', 2, IMAGE), drug_type: '中药', category: '感冒发热' },
      { ...importRow('IMP', 3, IMAGE), quantity: '很多', price: '0' },
      { ...importRow('IMP', 4, IMAGE), expiry_date: '', usage: '' },
      { ...importRow('IMP', 5, IMAGE), category: '不存在/分类', unit: '' },
    ];
    const out = await checkRows(rowsOf(rows), deps());
    expect(only(out.errors)).toEqual([
      { row: 2, column: 'approval_number', key: 'rule.goods.approvalDrug' },
      { row: 3, column: 'category', key: 'error.goods.categoryNotLeaf' },
      { row: 3, column: 'drug_type', key: 'rule.goodsImport.drugType' },
      { row: 4, column: 'price', key: 'rule.goods.pricePositive' },
      { row: 4, column: 'quantity', key: 'rule.goods.quantity' },
      { row: 5, column: 'expiry_date', key: 'rule.goodsImport.batchPartial' },
      { row: 5, column: 'usage', key: 'rule.required' },
      { row: 6, column: 'category', key: 'rule.goodsImport.category' },
      { row: 6, column: 'unit', key: 'rule.required' },
    ]);
    expect(out.goods.map((g) => g.body.goods_code)).toEqual([]);
  });

  it('checks across rows: a differing item cell, a SKU code of two items, duplicate batches', async () => {
    const a = importRow('IMP', 1, IMAGE);
    const rows = [
      a,
      {
        goods_code: a.goods_code,
        goods_name: '另一个名字',
        sku_code: 'X-2',
        price: '3',
        spec_names: '包装',
        spec_values: '2盒',
      },
      { ...importRow('IMP', 2, IMAGE), sku_code: a.sku_code },
      {
        goods_code: a.goods_code,
        sku_code: a.sku_code,
        batch_no: a.batch_no,
        production_date: '2025-01-01',
        expiry_date: '2027-12-31',
        quantity: 1,
      },
    ];
    const out = await checkRows(rowsOf(rows), deps());
    expect(only(out.errors)).toEqual([
      { row: 3, column: 'goods_name', key: 'rule.goodsImport.differsGoods' },
      { row: 4, column: 'sku_code', key: 'rule.goodsImport.skuCodeInFile' },
      { row: 5, column: 'batch_no', key: 'rule.goods.batchDuplicate' },
    ]);
    expect(out.errors[0]!.params).toEqual({ row: 2, column: '商品名称' });
  });

  it("refuses what the shop's data says no to: codes taken, foreign pictures, expired batches", async () => {
    const rows = [
      importRow('IMP', 1, IMAGE),
      importRow('IMP', 2, `/api/files/${'b'.repeat(64)}.png`),
      { ...importRow('IMP', 3, IMAGE), expiry_date: '2026-01-14' },
    ];
    const out = await checkRows(
      rowsOf(rows),
      deps({
        takenGoodsCodes: async (codes) => new Set(codes.filter((c) => c === 'IMP00001')),
        takenSkuCodes: async (codes) => new Set(codes.filter((c) => c === 'IMP00002-1')),
      }),
    );
    expect(only(out.errors)).toEqual([
      { row: 2, column: 'goods_code', key: 'error.goods.codeTaken' },
      { row: 3, column: 'sku_code', key: 'error.goods.skuCodeTaken' },
      { row: 3, column: 'images', key: 'rule.goodsImport.imageUnknown' },
      { row: 4, column: 'expiry_date', key: 'error.goods.batchExpired' },
    ]);
  });

  it('takes pictures by the name they were uploaded with, and refuses a name the shop has not', async () => {
    const rows = [
      { ...importRow('IMP', 1, IMAGE), images: '感冒灵 正面.png，' + IMAGE },
      { ...importRow('IMP', 2, IMAGE), images: '没有这张.png' },
    ];
    const out = await checkRows(rowsOf(rows), deps());
    expect(only(out.errors)).toEqual([{ row: 3, column: 'images', key: 'rule.goodsImport.imageUnknown' }]);
    expect(out.errors[0]!.params).toEqual({ url: '没有这张.png' });
    const first = await checkRows(rowsOf(rows.slice(0, 1)), deps());
    expect(first.goods[0]!.body.images).toEqual([IMAGE, IMAGE]);
  });

  it('finds a category by id or by its names, and only a last-level one takes goods', () => {
    const find = categoryLookup(CATEGORIES);
    expect(find('2')).toEqual({ id: 2 });
    expect(find(' 感冒发热 ／ 退热镇痛 ')).toEqual({ id: 3 });
    expect(find('1')).toEqual({ key: 'error.goods.categoryNotLeaf' });
    expect(find('99')).toMatchObject({ key: 'rule.goodsImport.category' });
  });
});
