import type { z } from 'zod';
import { API_MESSAGES } from '@rxdesk/contract/common/api-messages';
import { goodsCreateBody, type GoodsCreateBody } from '@rxdesk/contract/goods/goods-form';
import { REGULATORY_CLASS_CELLS } from '@rxdesk/contract/goods/goods-import';
import { PACKAGE_INSERT_FIELDS } from '@rxdesk/contract/goods/pharmacy-fields';
import { RULE_MESSAGES } from '@rxdesk/contract/rules/rule-messages';
import {
  drugTypeOf,
  intOf,
  listOf,
  regulatoryClassOf,
  yesNoOf,
  type SheetRow,
} from './goods-import-cells.ts';
import type { GoodsRows, RowError } from './goods-import-groups.ts';

/* One goods item of the file as the goods form body, checked by the contract's own schema
 * (goodsCreateBody), so an imported item meets every rule a published one meets; the form's
 * issues come back as cells (row, column). */

/** What the rows cannot say alone: the platform category a cell names (a path of names or an id). */
export type CategoryLookup = (
  cell: string,
) => { id: number } | { key: string; params?: Record<string, string> };

/** Pictures in one cell: by comma or line (a file name may hold spaces). */
export const IMAGE_SEPARATORS = /[,，;；\r\n]+/;
const BATCH_KEYS = ['batch_no', 'production_date', 'expiry_date', 'quantity'] as const;
const KNOWN = new Set([...Object.keys(API_MESSAGES.zh), ...Object.keys(RULE_MESSAGES.zh)]);
/** When the form's schema refuses a cell with zod's own words (text in a number column). */
const FALLBACK: Record<string, string> = {
  weight: 'rule.goods.weight',
  warning_quantity: 'rule.goods.warningQuantity',
  quantity: 'rule.goods.quantity',
  price: 'rule.money',
  cost: 'rule.money',
  market_price: 'rule.money',
};

/** Where each part of the body came from: the row of the item, of each SKU, of each batch. */
interface Origins {
  goods: number;
  skus: number[];
  batches: number[][];
}

const optional = (text: string | undefined) => (text ? text : undefined);

function skuInputOf(rows: readonly SheetRow[], errors: RowError[], batchRows: number[]) {
  const v = rows[0]!.values;
  const names = listOf(v.spec_names ?? '', /[/／]/);
  const values = listOf(v.spec_values ?? '', /[/／]/);
  if (names.length !== values.length)
    errors.push({ row: rows[0]!.row, column: 'spec_values', key: 'rule.goodsImport.specCount' });
  const batches = [];
  for (const r of rows) {
    const filled = BATCH_KEYS.filter((k) => (r.values[k] ?? '') !== '');
    if (filled.length === 0) continue;
    if (filled.length < BATCH_KEYS.length) {
      for (const k of BATCH_KEYS)
        if (!filled.includes(k)) errors.push({ row: r.row, column: k, key: 'rule.goodsImport.batchPartial' });
      continue;
    }
    batchRows.push(r.row);
    batches.push({
      batch_no: r.values.batch_no,
      production_date: r.values.production_date,
      expiry_date: r.values.expiry_date,
      quantity: intOf(r.values.quantity ?? ''),
    });
  }
  return {
    sku_code: v.sku_code ?? '',
    spec_values: names.length === values.length ? names.map((name, i) => ({ name, value: values[i] })) : [],
    price: v.price ?? '',
    cost: optional(v.cost),
    weight: intOf(v.weight ?? ''),
    warning_quantity: intOf(v.warning_quantity ?? '') ?? null,
    ...(batches.length ? { batches } : {}),
  };
}

/** The body the goods form would send for these rows, and the cells refused before the form's
 * rules could look (words that name no kind, class or category). */
function inputOf(g: GoodsRows, category: CategoryLookup, errors: RowError[], origins: Origins) {
  const first = g.rows[0]!;
  const v = first.values;
  const at = (column: string, key: string, params?: Record<string, string>) =>
    errors.push({ row: first.row, column, key, ...(params ? { params } : {}) });
  let categoryId: number | undefined;
  if (!v.category) at('category', 'rule.required');
  else {
    const c = category(v.category);
    if ('id' in c) categoryId = c.id;
    else at('category', c.key, c.params);
  }
  const drugType = drugTypeOf(v.drug_type ?? '');
  if (!v.drug_type) at('drug_type', 'rule.required');
  else if (!drugType) at('drug_type', 'rule.goodsImport.drugType');
  const regulatoryClass = regulatoryClassOf(v.regulatory_class ?? '');
  if (!regulatoryClass)
    at('regulatory_class', 'rule.goodsImport.regulatoryClass', {
      values: Object.values(REGULATORY_CLASS_CELLS).join('、'),
    });
  const insurance = yesNoOf(v.insurance_flag ?? '');
  if (insurance === undefined) at('insurance_flag', 'rule.goodsImport.yesNo');
  const skus = g.skus.map((s) => {
    const batchRows: number[] = [];
    const input = skuInputOf(s.rows, errors, batchRows);
    origins.skus.push(s.rows[0]!.row);
    origins.batches.push(batchRows);
    return input;
  });
  const firstSku = g.skus[0]!.rows[0]!.values;
  return {
    goods_name: v.goods_name ?? '',
    goods_code: v.goods_code ?? '',
    category_id: categoryId,
    brand: v.brand ?? '',
    market_price: optional(v.market_price),
    cost_price: optional(firstSku.cost),
    weight: intOf(firstSku.weight ?? ''),
    unit: v.unit ?? '',
    images: listOf(v.images ?? '', IMAGE_SEPARATORS),
    common_name: v.common_name ?? '',
    approval_number: v.approval_number ?? '',
    dosage_form: v.dosage_form ?? '',
    specs: v.specs ?? '',
    manufacturer: v.manufacturer ?? '',
    storage: v.storage ?? '',
    validity_period: v.validity_period ?? '',
    drug_type: drugType,
    regulatory_class: regulatoryClass ?? 'NONE',
    insurance_flag: insurance ?? 0,
    insurance_code: v.insurance_code ?? '',
    package_insert: Object.fromEntries(PACKAGE_INSERT_FIELDS.map((f) => [f, v[f] ?? ''])),
    skus,
  };
}

/** The column a form issue is about, and the row it came from. */
function cellOf(path: readonly PropertyKey[], o: Origins): { row: number; column: string } {
  const [head, i, sub, j, leaf] = path;
  if (head === 'skus' && typeof i === 'number') {
    if (sub === 'batches' && typeof j === 'number')
      return { row: o.batches[i]?.[j] ?? o.skus[i] ?? o.goods, column: typeof leaf === 'string' ? leaf : '' };
    const column = sub === 'spec_values' ? 'spec_values' : typeof sub === 'string' ? sub : '';
    return { row: o.skus[i] ?? o.goods, column: column === 'enabled' ? '' : column };
  }
  if (head === 'skus') return { row: o.goods, column: '' };
  if (head === 'package_insert') return { row: o.goods, column: String(i ?? '') };
  const named: Record<string, string> = {
    category_id: 'category',
    is_prescription: 'drug_type',
    cost_price: 'cost',
    group_id: '',
    supplier_id: '',
    supply_price: '',
    intro_pc: '',
    intro_mobile: '',
  };
  const key = String(head ?? '');
  return { row: o.goods, column: key in named ? named[key]! : key };
}

function messageOf(issue: z.core.$ZodIssue, column: string): string {
  if (KNOWN.has(issue.message)) return issue.message;
  return FALLBACK[column] ?? 'rule.goodsImport.invalid';
}

export interface CheckedGoods {
  body: GoodsCreateBody;
  /** The row of the item, of each SKU, of each SKU's batches (for errors found later). */
  origins: Origins;
}

/** One item's rows checked by the goods form: the body when they pass, and every cell refused. A
 * cell refused before the form looked is not reported twice. */
export function checkGoods(
  g: GoodsRows,
  category: CategoryLookup,
): { checked: CheckedGoods | null; errors: RowError[] } {
  const errors: RowError[] = [];
  const origins: Origins = { goods: g.rows[0]!.row, skus: [], batches: [] };
  const input = inputOf(g, category, errors, origins);
  const result = goodsCreateBody.safeParse(input);
  if (result.success) return { checked: errors.length ? null : { body: result.data, origins }, errors };
  const seen = new Set(errors.map((e) => `${e.row}\u0000${e.column}`));
  for (const issue of result.error.issues) {
    const { row, column } = cellOf(issue.path, origins);
    const id = `${row}\u0000${column}`;
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push({ row, column, key: messageOf(issue, column) });
  }
  return { checked: null, errors };
}
