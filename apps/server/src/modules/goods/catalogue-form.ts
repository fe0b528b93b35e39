import type { GoodsFormFields, SkuInput } from '@rxdesk/contract/goods/goods-form';
import { searchText } from '../../platform/search/search-text.ts';
import {
  PACKAGE_INSERT_FIELDS,
  REGULATED_FIELDS,
  type PackageInsert,
} from '@rxdesk/contract/goods/pharmacy-fields';
import { parseYuanToFen } from '@rxdesk/contract/rules/rules';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { GoodsPatch, GoodsRow } from './catalogue.repository.ts';

/* The goods form as columns: yuan to fen, the derived fields (prescription flag, thumbnail,
 * keyword text, price), rich text sanitized. Pure: no SQL, no request. */

/** A validated yuan value (the contract checked it) in fen. */
export const fen = (v: string | number | undefined): number =>
  v === undefined ? 0 : (parseYuanToFen(v) ?? 0);

/** The package insert as stored: every section, in one fixed order (so equal inserts compare equal). */
export function insertJson(p: Partial<PackageInsert> | undefined): string {
  return JSON.stringify(Object.fromEntries(PACKAGE_INSERT_FIELDS.map((f) => [f, p?.[f] ?? ''])));
}

export function parseInsert(json: string): PackageInsert {
  let value: Record<string, unknown> = {};
  try {
    value = JSON.parse(json) as Record<string, unknown>;
  } catch {
    value = {};
  }
  return Object.fromEntries(
    PACKAGE_INSERT_FIELDS.map((f) => [f, typeof value[f] === 'string' ? value[f] : '']),
  ) as PackageInsert;
}

export function parseImages(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The item's price: its lowest enabled SKU price. */
export const lowestPrice = (skus: readonly Pick<SkuInput, 'price' | 'enabled'>[]) =>
  Math.min(...skus.filter((s) => s.enabled === 1).map((s) => fen(s.price)));

/** The goods columns a form writes (not its state, stock or review fields). */
export function goodsColumns(v: GoodsFormFields) {
  const supplier = v.supplier_id ?? null;
  return {
    goods_name: v.goods_name,
    goods_code: v.goods_code,
    category_id: v.category_id,
    group_id: v.group_id ?? null,
    brand: v.brand,
    market_price: fen(v.market_price),
    cost_price: fen(v.cost_price),
    weight: v.weight,
    unit: v.unit,
    images: JSON.stringify(v.images),
    thumbnail: v.images[0] ?? '',
    intro_pc: sanitizeRichText(v.intro_pc),
    intro_mobile: sanitizeRichText(v.intro_mobile),
    common_name: v.common_name,
    approval_number: v.approval_number,
    dosage_form: v.dosage_form,
    specs: v.specs,
    manufacturer: v.manufacturer,
    storage: v.storage,
    validity_period: v.validity_period,
    drug_type: v.drug_type,
    // Follows the kind: intake and the prescription audit read it.
    is_prescription: v.drug_type === 'RX' ? 1 : 0,
    regulatory_class: v.regulatory_class,
    insurance_flag: v.insurance_flag,
    insurance_code: v.insurance_flag === 1 ? v.insurance_code : '',
    package_insert: insertJson(v.package_insert),
    supplier_id: supplier,
    supply_price: supplier === null ? 0 : fen(v.supply_price),
    ...(v.freight_template_id !== undefined ? { freight_template_id: v.freight_template_id } : {}),
    price: lowestPrice(v.skus),
    search_text: searchText(v.goods_name, v.common_name, v.goods_code),
  } satisfies GoodsPatch;
}
export type GoodsColumns = ReturnType<typeof goodsColumns>;

/** The fields of the first-sale review (REGULATED_FIELDS) the edit changes. */
export function regulatedChanges(before: GoodsRow, after: GoodsColumns): string[] {
  return REGULATED_FIELDS.filter((f) =>
    f === 'package_insert'
      ? insertJson(parseInsert(before.package_insert)) !== after.package_insert
      : String(before[f]) !== String(after[f]),
  );
}
