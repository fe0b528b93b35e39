import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_SHEET } from '@rxdesk/contract/goods/goods-import';

/* Filled import files for the tests, the bench and the end-to-end spec: rows of valid OTC goods
 * (one SKU and one opening batch each, or several SKUs), written into the real template. */

export type ImportCells = Partial<Record<string, string | number>>;

/** A valid row of goods item `n` (codes from `prefix`), the picture `image` (a link this shop
 * uploaded). `sku` numbers a further SKU of the same item. */
export function importRow(prefix: string, n: number, image: string, sku = 1): ImportCells {
  const code = `${prefix}${String(n).padStart(5, '0')}`;
  return {
    goods_code: code,
    goods_name: `导入测试感冒颗粒 ${n} 号`,
    common_name: '感冒灵颗粒',
    category: '感冒发热/感冒药',
    drug_type: '乙类OTC',
    approval_number: 'Z44021940',
    dosage_form: '颗粒剂',
    specs: '10g*9袋',
    manufacturer: '华润三九医药股份有限公司',
    storage: '密封',
    validity_period: '24个月',
    unit: '盒',
    brand: '三九',
    market_price: '25.00',
    price: (12 + (n % 50) + sku / 10).toFixed(2),
    cost: '8.50',
    weight: 120,
    sku_code: `${code}-${sku}`,
    spec_names: '包装',
    spec_values: `${sku}盒装`,
    warning_quantity: 5,
    batch_no: `B${String(n).padStart(6, '0')}${sku}`,
    production_date: '2025-01-01',
    expiry_date: '2027-12-31',
    quantity: 100,
    images: image,
    indications: '用于感冒引起的头痛、发热、鼻塞、流涕、咽痛',
    usage: '开水冲服，一次 10g，一日 3 次',
    adverse: '尚不明确',
    contraindications: '严重肝肾功能不全者禁用',
    cautions: '忌烟、酒及辛辣、生冷、油腻食物',
  };
}

/** The template (as downloaded) with `rows` written into its import sheet, as a person would. */
export async function fillTemplate(template: Buffer, rows: readonly ImportCells[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet(IMPORT_SHEET);
  if (!sheet) throw new Error('the template has no import sheet');
  rows.forEach((cells, i) => {
    const row = sheet.getRow(i + 2);
    IMPORT_COLUMNS.forEach((c, j) => {
      const v = cells[c.key];
      if (v !== undefined && v !== '') row.getCell(j + 1).value = v;
    });
    row.commit();
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
