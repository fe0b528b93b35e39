import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import type { DraftPayload } from '@rxdesk/contract/goods/goods-drafts';
import { PACKAGE_INSERT_FIELDS, type PackageInsert } from '@rxdesk/contract/goods/pharmacy-fields';
import { draftSkusOfMatrix, skusOfMatrix } from './matrix-skus.ts';
import type { SkuMatrix } from './sku-matrix.ts';
import {
  categoryIdOf,
  moneyOrUndefined,
  pickedFromUrl,
  urlsOf,
  yuanText,
  type GoodsFormValues,
} from './goods-values.ts';

/* The wizard's values and matrix as the API's bodies (create / edit: checked by the contract's
 * goodsCreateBody / goodsEditBody before sending; draft: the loose draft payload), and back. */

const trimmed = (value: string | undefined) => (value ?? '').trim();

function packageInsertOf(values: GoodsFormValues): PackageInsert {
  return Object.fromEntries(
    PACKAGE_INSERT_FIELDS.map((f) => [f, trimmed(values.package_insert?.[f])]),
  ) as PackageInsert;
}

/** POST / PUT seller/goods: the whole form (opening batches only with a new item). */
export function goodsBodyOf(values: GoodsFormValues, matrix: SkuMatrix, create: boolean) {
  const market = moneyOrUndefined(values.market_price);
  const cost = moneyOrUndefined(values.cost_price);
  const supply = moneyOrUndefined(values.supply_price);
  return {
    goods_name: trimmed(values.goods_name),
    goods_code: trimmed(values.goods_code),
    category_id: categoryIdOf(values.category_path),
    group_id: values.group_id ?? null,
    brand: trimmed(values.brand),
    ...(market !== undefined ? { market_price: market } : {}),
    ...(cost !== undefined ? { cost_price: cost } : {}),
    ...(values.weight !== undefined && values.weight !== null ? { weight: values.weight } : {}),
    unit: trimmed(values.unit),
    images: urlsOf(values.images),
    intro_pc: values.intro_pc ?? '',
    intro_mobile: values.intro_mobile ?? '',
    common_name: trimmed(values.common_name),
    approval_number: trimmed(values.approval_number),
    dosage_form: trimmed(values.dosage_form),
    specs: trimmed(values.specs),
    manufacturer: trimmed(values.manufacturer),
    storage: trimmed(values.storage),
    validity_period: trimmed(values.validity_period),
    drug_type: values.drug_type,
    regulatory_class: values.regulatory_class ?? 'NONE',
    insurance_flag: values.insurance_flag ? 1 : 0,
    insurance_code: values.insurance_flag ? trimmed(values.insurance_code) : '',
    package_insert: packageInsertOf(values),
    supplier_id: values.supplier_id ?? null,
    ...(values.supplier_id && supply !== undefined ? { supply_price: supply } : {}),
    freight_template_id: values.freight_template_id ?? null,
    skus: skusOfMatrix(matrix, create),
  };
}

/** A draft's payload: the body's fields as far as they are filled in, blanks left out. */
export function draftPayloadOf(values: GoodsFormValues, matrix: SkuMatrix): DraftPayload {
  const body = goodsBodyOf(values, matrix, true);
  const texts = Object.fromEntries(
    (
      [
        'goods_name',
        'goods_code',
        'brand',
        'unit',
        'intro_pc',
        'intro_mobile',
        'common_name',
        'approval_number',
        'dosage_form',
        'specs',
        'manufacturer',
        'storage',
        'validity_period',
        'insurance_code',
      ] as const
    )
      .filter((key) => body[key] !== '')
      .map((key) => [key, body[key]]),
  );
  const insert = Object.fromEntries(Object.entries(body.package_insert).filter(([, text]) => text !== ''));
  return {
    ...texts,
    ...(body.category_id ? { category_id: body.category_id } : {}),
    group_id: body.group_id,
    ...(body.market_price !== undefined ? { market_price: body.market_price } : {}),
    ...(body.cost_price !== undefined ? { cost_price: body.cost_price } : {}),
    ...(body.weight !== undefined ? { weight: body.weight } : {}),
    images: body.images,
    ...(body.drug_type ? { drug_type: body.drug_type } : {}),
    regulatory_class: body.regulatory_class,
    insurance_flag: body.insurance_flag as 0 | 1,
    package_insert: insert,
    supplier_id: body.supplier_id,
    ...(body.supply_price !== undefined ? { supply_price: body.supply_price } : {}),
    skus: draftSkusOfMatrix(matrix),
  };
}

type Source = Partial<Omit<GoodsDetail, 'images' | 'package_insert'>> & {
  images?: string[];
  package_insert?: Partial<PackageInsert>;
};

/** The form's values of a stored item or of a draft's payload (with the category path the draft
 * does not keep: the caller passes it once the category is known). */
export function valuesOf(source: Source | DraftPayload): GoodsFormValues {
  const s = source as Source;
  return {
    category_path: s.category_path,
    goods_name: s.goods_name,
    goods_code: s.goods_code,
    group_id: s.group_id ?? null,
    brand: s.brand,
    market_price: yuanText(s.market_price as number | string | undefined, true),
    cost_price: yuanText(s.cost_price as number | string | undefined, true),
    weight: s.weight ?? null,
    unit: s.unit,
    images: (s.images ?? []).map(pickedFromUrl),
    drug_type: s.drug_type,
    regulatory_class: s.regulatory_class ?? 'NONE',
    common_name: s.common_name,
    approval_number: s.approval_number,
    dosage_form: s.dosage_form,
    specs: s.specs,
    manufacturer: s.manufacturer,
    storage: s.storage,
    validity_period: s.validity_period,
    insurance_flag: s.insurance_flag === 1,
    insurance_code: s.insurance_code,
    package_insert: { ...s.package_insert },
    supplier_id: s.supplier_id ?? null,
    supply_price: s.supplier_id ? yuanText(s.supply_price as number | string | undefined) : undefined,
    freight_template_id: s.freight_template_id ?? null,
    intro_pc: s.intro_pc,
    intro_mobile: s.intro_mobile,
  };
}
