import {
  blankRow,
  newId,
  rebuildRows,
  specValuesOf,
  type BatchDraft,
  type MatrixRow,
  type SkuMatrix,
  type SpecDraft,
} from './sku-matrix.ts';
import { moneyOrUndefined, yuanText } from './goods-values.ts';

/* The SKU matrix to and from the API's SKU lists: a stored item's skus, a draft's skus, and the
 * bodies of create / edit (with or without opening batches), the SKU page and a draft. */

/** A SKU as stored or as a draft holds it (every field optional in a draft). */
export interface SkuLike {
  sku_id?: number;
  sku_code?: string;
  spec_values?: { name: string; value: string; image?: string }[];
  price?: number | string;
  cost?: number | string;
  weight?: number;
  warning_quantity?: number | null;
  enabled?: number;
  stock?: number;
  referenced?: number;
  batches?: {
    batch_no?: string;
    production_date?: string;
    expiry_date?: string;
    quantity?: number;
  }[];
}

export function emptyMatrix(): SkuMatrix {
  return { specs: [], rows: rebuildRows([], []) };
}

/**
 * The matrix of stored SKUs: spec names from the first SKU, each spec's values in order of first
 * appearance (with the first picture given for a value), and exactly the stored rows — a stored
 * matrix need not be the whole product, and loading it must not invent rows. Editing the specs
 * rebuilds the product from there.
 */
export function matrixFromSkus(skus: readonly SkuLike[]): SkuMatrix {
  if (skus.length === 0) return emptyMatrix();
  const names = (skus[0]?.spec_values ?? []).map((v) => v.name);
  const specs: SpecDraft[] = names.map((name) => ({ id: newId('s'), name, values: [] }));
  const rows = skus.map((sku): MatrixRow => {
    const ids = specs.map((spec, i) => {
      const given = sku.spec_values?.[i];
      const text = given?.value ?? '';
      let value = spec.values.find((v) => v.value === text);
      if (!value) {
        value = { id: newId(), value: text, ...(given?.image ? { image: given.image } : {}) };
        spec.values.push(value);
      }
      return value.id;
    });
    return {
      ...blankRow(ids.join('|')),
      ...(sku.sku_id ? { sku_id: sku.sku_id } : {}),
      sku_code: sku.sku_code ?? '',
      price: yuanText(sku.price),
      cost: yuanText(sku.cost, true),
      weight: sku.weight ?? null,
      warning_quantity: sku.warning_quantity ?? null,
      enabled: sku.enabled === 0 ? 0 : 1,
      batches: (sku.batches ?? []).map((b): BatchDraft => ({
        key: newId('b'),
        batch_no: b.batch_no ?? '',
        production_date: b.production_date ?? '',
        expiry_date: b.expiry_date ?? '',
        quantity: b.quantity ?? null,
      })),
      ...(sku.stock !== undefined ? { stock: sku.stock } : {}),
      ...(sku.referenced !== undefined ? { referenced: sku.referenced === 1 ? 1 : 0 } : {}),
    };
  });
  return { specs, rows };
}

function batchesOf(row: MatrixRow) {
  return row.batches.map((b) => ({
    batch_no: b.batch_no.trim(),
    production_date: b.production_date,
    expiry_date: b.expiry_date,
    quantity: b.quantity ?? 0,
  }));
}

/** The skus of a create, edit or SKU-page body (checked by the contract before it is sent).
 * Opening batches go only with a new item. */
export function skusOfMatrix(matrix: SkuMatrix, withBatches: boolean) {
  return matrix.rows.map((row) => ({
    ...(row.sku_id ? { sku_id: row.sku_id } : {}),
    sku_code: row.sku_code.trim(),
    spec_values: specValuesOf(matrix.specs, row.key),
    price: row.price.trim(),
    ...(moneyOrUndefined(row.cost) !== undefined ? { cost: row.cost.trim() } : {}),
    ...(row.weight !== null ? { weight: row.weight } : {}),
    warning_quantity: row.warning_quantity,
    enabled: row.enabled,
    ...(withBatches && row.batches.length ? { batches: batchesOf(row) } : {}),
  }));
}

/** The skus of a draft: whatever has been typed, blanks left out. */
export function draftSkusOfMatrix(matrix: SkuMatrix) {
  return matrix.rows.map((row) => ({
    ...(row.sku_id ? { sku_id: row.sku_id } : {}),
    ...(row.sku_code.trim() ? { sku_code: row.sku_code.trim() } : {}),
    spec_values: specValuesOf(matrix.specs, row.key),
    ...(moneyOrUndefined(row.price) !== undefined ? { price: row.price.trim() } : {}),
    ...(moneyOrUndefined(row.cost) !== undefined ? { cost: row.cost.trim() } : {}),
    ...(row.weight !== null ? { weight: row.weight } : {}),
    warning_quantity: row.warning_quantity,
    enabled: row.enabled,
    ...(row.batches.length
      ? {
          batches: row.batches.map((b) => ({
            ...(b.batch_no.trim() ? { batch_no: b.batch_no.trim() } : {}),
            ...(b.production_date ? { production_date: b.production_date } : {}),
            ...(b.expiry_date ? { expiry_date: b.expiry_date } : {}),
            ...(b.quantity !== null ? { quantity: b.quantity } : {}),
          })),
        }
      : {}),
  }));
}
