import type { PrescriptionDetail } from '@rxdesk/contract/prescription/prescription';

type Drug = PrescriptionDetail['prescription']['drugs'][number];
type Item = PrescriptionDetail['order']['items'][number];

/**
 * How one order line stands against the prescription (the pharmacist checks that what ships is
 * what was prescribed):
 * - match: prescribed, and no more units ordered than prescribed;
 * - overQuantity: prescribed, but more units ordered than prescribed;
 * - notPrescribed: a prescription drug the prescription does not name;
 * - otc: a non-prescription line with no prescription entry (needs none);
 * - notOrdered: a prescribed drug with no order line (shown, not an error: a buyer may buy less).
 */
export type DrugMatchStatus = 'match' | 'overQuantity' | 'notPrescribed' | 'otc' | 'notOrdered';

export interface DrugMatchRow {
  key: string;
  item: Item | null;
  drug: Drug | null;
  status: DrugMatchStatus;
}

/** The statuses the page highlights as a mismatch. */
export const MISMATCH_STATUSES: readonly DrugMatchStatus[] = ['overQuantity', 'notPrescribed'];

const normal = (text: string) => text.replace(/\s+/g, '').toLowerCase();

function sameDrug(drug: Drug, item: Item): boolean {
  if (drug.goods_id !== null) return drug.goods_id === item.goods_id;
  const name = normal(drug.drug_name);
  return name !== '' && (name === normal(item.common_name) || name === normal(item.goods_name));
}

/** Pairs every order line with its prescription entry (by goods id, else by generic or trade
 * name), then lists the prescribed drugs nobody ordered. Each entry pairs at most once. */
export function matchDrugs(drugs: readonly Drug[], items: readonly Item[]): DrugMatchRow[] {
  const free = new Set(drugs.map((drug) => drug.id));
  const rows: DrugMatchRow[] = items.map((item, index) => {
    const drug = drugs.find((candidate) => free.has(candidate.id) && sameDrug(candidate, item)) ?? null;
    if (drug) free.delete(drug.id);
    const status: DrugMatchStatus = drug
      ? item.num > drug.quantity
        ? 'overQuantity'
        : 'match'
      : item.is_prescription === 1
        ? 'notPrescribed'
        : 'otc';
    return { key: `item-${index}-${item.goods_id}`, item, drug, status };
  });
  for (const drug of drugs) {
    if (free.has(drug.id)) rows.push({ key: `drug-${drug.id}`, item: null, drug, status: 'notOrdered' });
  }
  return rows;
}

export function hasMismatch(rows: readonly DrugMatchRow[]): boolean {
  return rows.some((row) => MISMATCH_STATUSES.includes(row.status));
}
