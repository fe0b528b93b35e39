import { MAX_SKUS } from '@rxdesk/contract/goods/goods-form';
import {
  canAddSpec,
  newId,
  productSize,
  rebuildRows,
  type SkuMatrix,
  type SpecDraft,
  type SpecValueDraft,
} from './sku-matrix.ts';

/* The spec editor's changes to a matrix: each gives the next matrix with its rows rebuilt from the
 * previous rows (sku-matrix.ts keeps every surviving row's edits). A change the limits refuse
 * (a fourth spec name, more than MAX_SKUS rows) gives back the same matrix. */

function withSpecs(matrix: SkuMatrix, specs: SpecDraft[]): SkuMatrix {
  return { specs, rows: rebuildRows(specs, matrix.rows) };
}

const mapSpec = (matrix: SkuMatrix, specId: string, change: (spec: SpecDraft) => SpecDraft): SpecDraft[] =>
  matrix.specs.map((spec) => (spec.id === specId ? change(spec) : spec));

export function addSpec(matrix: SkuMatrix, name = ''): SkuMatrix {
  if (!canAddSpec(matrix.specs)) return matrix;
  return withSpecs(matrix, [...matrix.specs, { id: newId('s'), name, values: [] }]);
}

export function renameSpec(matrix: SkuMatrix, specId: string, name: string): SkuMatrix {
  // Names are not part of a row's key: the rows stay as they are.
  return { ...matrix, specs: mapSpec(matrix, specId, (spec) => ({ ...spec, name })) };
}

export function removeSpec(matrix: SkuMatrix, specId: string): SkuMatrix {
  return withSpecs(
    matrix,
    matrix.specs.filter((spec) => spec.id !== specId),
  );
}

/** Adds a value to a spec; refused (same matrix) when the value is blank, already there, or the
 * product would pass MAX_SKUS. */
export function addValue(matrix: SkuMatrix, specId: string, value: string, image?: string): SkuMatrix {
  const text = value.trim();
  const spec = matrix.specs.find((s) => s.id === specId);
  if (!spec || !text || spec.values.some((v) => v.value === text)) return matrix;
  const added: SpecValueDraft = { id: newId(), value: text, ...(image ? { image } : {}) };
  const specs = mapSpec(matrix, specId, (s) => ({ ...s, values: [...s.values, added] }));
  return productSize(specs) > MAX_SKUS ? matrix : withSpecs(matrix, specs);
}

export function updateValue(
  matrix: SkuMatrix,
  specId: string,
  valueId: string,
  patch: Partial<Omit<SpecValueDraft, 'id'>>,
): SkuMatrix {
  const specs = mapSpec(matrix, specId, (spec) => ({
    ...spec,
    values: spec.values.map((v) => (v.id === valueId ? { ...v, ...patch } : v)),
  }));
  return { ...matrix, specs };
}

export function removeValue(matrix: SkuMatrix, specId: string, valueId: string): SkuMatrix {
  return withSpecs(
    matrix,
    mapSpec(matrix, specId, (spec) => ({ ...spec, values: spec.values.filter((v) => v.id !== valueId) })),
  );
}

/** Would adding one value to this spec pass the limit of SKUs? (the editor disables its input) */
export function valueFits(matrix: SkuMatrix, specId: string): boolean {
  const grown = matrix.specs.map((spec) =>
    spec.id === specId ? { ...spec, values: [...spec.values, { id: '', value: '' }] } : spec,
  );
  return productSize(grown) <= MAX_SKUS;
}
