import { describe, expect, it } from 'vitest';
import {
  combinations,
  fillColumn,
  keyOf,
  rebuildRows,
  specValuesOf,
  updateRow,
  type MatrixRow,
  type SkuMatrix,
} from './sku-matrix.ts';
import { addSpec, addValue, removeSpec, removeValue, renameSpec, updateValue } from './spec-ops.ts';

/** A matrix built through the editor's own operations: specs named as given, values v0…vn. */
function build(specs: { name: string; values: string[] }[]): SkuMatrix {
  let matrix: SkuMatrix = { specs: [], rows: rebuildRows([], []) };
  for (const spec of specs) {
    matrix = addSpec(matrix, spec.name);
    const id = matrix.specs.at(-1)?.id ?? '';
    for (const value of spec.values) matrix = addValue(matrix, id, value);
  }
  return matrix;
}

const labels = (matrix: SkuMatrix) =>
  matrix.rows.map((row) =>
    specValuesOf(matrix.specs, row.key)
      .map((v) => v.value)
      .join('/'),
  );

/** Every row edited with values unique to its combination. */
function editAll(matrix: SkuMatrix): SkuMatrix {
  let rows = matrix.rows;
  for (const [i, row] of matrix.rows.entries()) {
    const label = labels(matrix)[i] ?? '';
    rows = updateRow(rows, row.key, {
      sku_code: `C-${label.replace('/', '-')}`,
      price: `${i + 1}.5`,
      cost: `${i}.25`,
      weight: i * 10,
      warning_quantity: i,
      enabled: i % 3 === 0 ? 0 : 1,
    });
  }
  return { ...matrix, rows };
}

/** The edits of each row by its combination's label. */
const editsByLabel = (matrix: SkuMatrix) =>
  new Map(matrix.rows.map((row, i) => [labels(matrix)[i], { ...row, key: undefined }]));

const ten = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i}`);

describe('the SKU matrix', () => {
  it('is the Cartesian product of the values, first spec outermost', () => {
    const matrix = build([
      { name: '颜色', values: ['红', '蓝'] },
      { name: '规格', values: ['10片', '20片', '30片'] },
    ]);
    expect(labels(matrix)).toEqual(['红/10片', '红/20片', '红/30片', '蓝/10片', '蓝/20片', '蓝/30片']);
    expect(specValuesOf(matrix.specs, matrix.rows[4]?.key ?? '')).toEqual([
      { name: '颜色', value: '蓝' },
      { name: '规格', value: '20片' },
    ]);
  });

  it('has one row without specs, and leaves a spec without values out', () => {
    expect(combinations([])).toEqual([[]]);
    const matrix = build([{ name: '规格', values: [] }]);
    expect(matrix.rows.map((r) => r.key)).toEqual(['']);
  });

  it('keeps every row of a 10 × 10 matrix when a value is added or removed', () => {
    const edited = editAll(
      build([
        { name: 'A', values: ten('a') },
        { name: 'B', values: ten('b') },
      ]),
    );
    expect(edited.rows).toHaveLength(100);
    const before = editsByLabel(edited);

    const specB = edited.specs[1]?.id ?? '';
    const grown = addValue(edited, specB, 'b10');
    expect(grown.rows).toHaveLength(110);
    const afterAdd = editsByLabel(grown);
    for (const [label, row] of before) expect(afterAdd.get(label), label).toEqual(row);
    expect(afterAdd.get('a3/b10')).toMatchObject({ sku_code: '', price: '', enabled: 1 });

    const specA = edited.specs[0]?.id ?? '';
    const a4 = edited.specs[0]?.values[4]?.id ?? '';
    const shrunk = removeValue(grown, specA, a4);
    expect(shrunk.rows).toHaveLength(99);
    const afterRemove = editsByLabel(shrunk);
    for (const [label, row] of before) {
      if (label?.startsWith('a4/')) expect(afterRemove.has(label)).toBe(false);
      else expect(afterRemove.get(label), label).toEqual(row);
    }

    // Values added back start blank: a removed combination's edits are not resurrected by name.
    const back = addValue(shrunk, specA, 'a4');
    expect(editsByLabel(back).get('a4/b0')).toMatchObject({ sku_code: '', price: '' });
  });

  it('keeps the rows when a spec or a value is renamed', () => {
    const edited = editAll(
      build([
        { name: 'A', values: ten('a') },
        { name: 'B', values: ten('b') },
      ]),
    );
    const specA = edited.specs[0];
    let renamed = renameSpec(edited, specA?.id ?? '', '颜色');
    renamed = updateValue(renamed, specA?.id ?? '', specA?.values[0]?.id ?? '', { value: '红' });
    expect(renamed.rows).toEqual(edited.rows);
    expect(labels(renamed)[0]).toBe('红/b0');
  });

  it('carries a single SKU into the first row when the first spec gets values', () => {
    let matrix = build([]);
    matrix = {
      ...matrix,
      rows: [{ ...(matrix.rows[0] as MatrixRow), sku_id: 7, sku_code: 'X1', price: '9.9', stock: 12 }],
    };
    matrix = addSpec(matrix, '规格');
    const spec = matrix.specs[0]?.id ?? '';
    matrix = addValue(addValue(matrix, spec, '10片'), spec, '20片');
    expect(matrix.rows.map((r) => [r.sku_id, r.sku_code, r.price, r.stock])).toEqual([
      [7, 'X1', '9.9', 12],
      [undefined, '', '', undefined],
    ]);
  });

  it('merges rows back when a spec is removed, keeping the first of each', () => {
    const edited = editAll(
      build([
        { name: 'A', values: ['a0', 'a1'] },
        { name: 'B', values: ['b0', 'b1'] },
      ]),
    );
    const merged = removeSpec(edited, edited.specs[1]?.id ?? '');
    expect(labels(merged)).toEqual(['a0', 'a1']);
    expect(merged.rows.map((r) => r.sku_code)).toEqual(['C-a0-b0', 'C-a1-b0']);
  });

  it('refuses a fourth spec, a blank or repeated value, and more than 200 rows', () => {
    let matrix = build([
      { name: 'A', values: ten('a') },
      { name: 'B', values: ten('b') },
      { name: 'C', values: ['c0', 'c1'] },
    ]);
    expect(matrix.rows).toHaveLength(200);
    expect(addSpec(matrix, 'D')).toBe(matrix);
    const c = matrix.specs[2]?.id ?? '';
    expect(addValue(matrix, c, 'c2')).toBe(matrix);
    matrix = removeValue(matrix, c, matrix.specs[2]?.values[1]?.id ?? '');
    expect(addValue(matrix, c, '  ')).toBe(matrix);
    expect(addValue(matrix, c, 'c0')).toBe(matrix);
  });

  it('batch-fills a column on every row, or on the chosen rows', () => {
    const matrix = build([{ name: 'A', values: ['a0', 'a1', 'a2'] }]);
    const all = fillColumn(matrix.rows, 'price', '12.50');
    expect(all.map((r) => r.price)).toEqual(['12.50', '12.50', '12.50']);
    const some = fillColumn(all, 'warning_quantity', 5, [matrix.rows[1]?.key ?? '']);
    expect(some.map((r) => r.warning_quantity)).toEqual([null, 5, null]);
    expect(fillColumn(some, 'enabled', 0).every((r) => r.enabled === 0)).toBe(true);
    // The input is never changed.
    expect(matrix.rows.map((r) => r.price)).toEqual(['', '', '']);
  });

  it('keys rows by value ids', () => {
    expect(keyOf([{ id: 'v1' }, { id: 'v9' }])).toBe('v1|v9');
    expect(rebuildRows([], [])).toEqual([expect.objectContaining({ key: '' })]);
  });
});
