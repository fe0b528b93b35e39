import { MAX_SKUS, MAX_SPEC_NAMES } from '@rxdesk/contract/goods/goods-form';

/* The SKU matrix of the publish wizard and the SKU page: specification names with their values,
 * and one row per combination of values (the Cartesian product). Rows are keyed by the ids of
 * their values, never by position: adding or removing a value, or renaming one, leaves every other
 * row's edits where they were (peers lose them here: lilishop-ui#2). Pure functions; each returns
 * fresh arrays so they can feed React state directly. */

export interface SpecValueDraft {
  id: string;
  value: string;
  /** The value's picture (a stored upload's URL). */
  image?: string;
}

export interface SpecDraft {
  id: string;
  name: string;
  values: SpecValueDraft[];
}

/** An initial stock batch of a new SKU, as typed. */
export interface BatchDraft {
  key: string;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  quantity: number | null;
}

export interface MatrixRow {
  /** The ids of the row's values, spec by spec, joined with '|'; '' for the one row without specs. */
  key: string;
  sku_id?: number;
  sku_code: string;
  /** Yuan as typed. */
  price: string;
  cost: string;
  /** Grams. */
  weight: number | null;
  /** Null: the shop's default. */
  warning_quantity: number | null;
  enabled: 0 | 1;
  batches: BatchDraft[];
  /** Of a stored SKU: the ledger's stock and whether an order sold it (read-only). */
  stock?: number;
  referenced?: 0 | 1;
}

export interface SkuMatrix {
  specs: SpecDraft[];
  rows: MatrixRow[];
}

/** The columns a value can be filled into on every row at once. */
export type FillColumn = 'price' | 'cost' | 'weight' | 'warning_quantity' | 'enabled';

let counter = 0;
/** Ids only need to be unique within the page's life. */
export function newId(prefix = 'v'): string {
  counter += 1;
  return `${prefix}${counter}`;
}

export function blankRow(key: string): MatrixRow {
  return {
    key,
    sku_code: '',
    price: '',
    cost: '',
    weight: null,
    warning_quantity: null,
    enabled: 1,
    batches: [],
  };
}

/** The specs that take part in the product: a name without values yet adds no dimension. */
export function activeSpecs(specs: readonly SpecDraft[]): SpecDraft[] {
  return specs.filter((spec) => spec.values.length > 0);
}

/** Every combination of the specs' values, first spec outermost: [[a1, b1], [a1, b2], …]. */
export function combinations(specs: readonly SpecDraft[]): SpecValueDraft[][] {
  return activeSpecs(specs).reduce<SpecValueDraft[][]>(
    (acc, spec) => acc.flatMap((combo) => spec.values.map((value) => [...combo, value])),
    [[]],
  );
}

export function keyOf(combo: readonly { id: string }[]): string {
  return combo.map((value) => value.id).join('|');
}

const idsOf = (key: string): string[] => (key ? key.split('|') : []);

/** A row of another shape whose values all belong to `ids` (a spec was added) or contain them all
 * (a spec was removed): its prices carry over to the new combination. */
function relatedRow(ids: readonly string[], rows: readonly MatrixRow[]): MatrixRow | undefined {
  return rows.find((row) => {
    const own = idsOf(row.key);
    if (own.length === ids.length) return false;
    const [small, big] = own.length < ids.length ? [own, ids] : [ids, own];
    return small.every((id) => big.includes(id));
  });
}

/**
 * The rows of the specs' product. A combination that had a row keeps it as it was; a new one
 * starts blank, or, when a whole spec was added or removed, from the related row of the old shape
 * (the first new row takes its stored SKU, code and batches; the others only its prices).
 */
export function rebuildRows(specs: readonly SpecDraft[], rows: readonly MatrixRow[]): MatrixRow[] {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const claimed = new Set<string>();
  const keys = combinations(specs).map(keyOf);
  const wanted = new Set(keys);
  const gone = rows.filter((row) => !wanted.has(row.key));
  return keys.map((key) => {
    const kept = byKey.get(key);
    if (kept) return kept;
    const source = gone.length ? relatedRow(idsOf(key), gone) : undefined;
    if (!source) return blankRow(key);
    if (!claimed.has(source.key)) {
      claimed.add(source.key);
      return { ...source, key };
    }
    const { sku_id: _id, stock: _stock, referenced: _referenced, ...prices } = source;
    return { ...prices, key, sku_code: '', batches: [] };
  });
}

/** The specification values of a row, in spec order, as the API takes them. */
export function specValuesOf(
  specs: readonly SpecDraft[],
  key: string,
): { name: string; value: string; image?: string }[] {
  const ids = idsOf(key);
  return activeSpecs(specs).map((spec, index) => {
    const value = spec.values.find((v) => v.id === ids[index]);
    return { name: spec.name, value: value?.value ?? '', ...(value?.image ? { image: value.image } : {}) };
  });
}

/** Would the product of these specs stay within the contract's limit of SKUs? */
export function productSize(specs: readonly SpecDraft[]): number {
  return activeSpecs(specs).reduce((n, spec) => n * spec.values.length, 1);
}

export const canAddSpec = (specs: readonly SpecDraft[]): boolean => specs.length < MAX_SPEC_NAMES;
export const fitsSkuLimit = (specs: readonly SpecDraft[]): boolean => productSize(specs) <= MAX_SKUS;

/** Sets one column on the rows named by `keys` (every row when absent). */
export function fillColumn<C extends FillColumn>(
  rows: readonly MatrixRow[],
  column: C,
  value: MatrixRow[C],
  keys?: readonly string[],
): MatrixRow[] {
  return rows.map((row) => (!keys || keys.includes(row.key) ? { ...row, [column]: value } : row));
}

export function updateRow(rows: readonly MatrixRow[], key: string, patch: Partial<MatrixRow>): MatrixRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}
