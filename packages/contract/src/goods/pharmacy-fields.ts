import { z } from 'zod';
import type { DrugType } from './approval-number.ts';

/* The pharmacy fields of a goods item: what each kind must fill, the package insert, and the
 * fields the first-sale review covers. */

const text = (max: number) => z.string().trim().max(max);

/** The package insert (说明书) sections. */
export const PACKAGE_INSERT_FIELDS = [
  'indications',
  'usage',
  'adverse',
  'contraindications',
  'cautions',
  'interactions',
] as const;
export type PackageInsertField = (typeof PACKAGE_INSERT_FIELDS)[number];
export const packageInsert = z.object(
  Object.fromEntries(PACKAGE_INSERT_FIELDS.map((f) => [f, text(5000).default('')])) as Record<
    PackageInsertField,
    z.ZodDefault<z.ZodString>
  >,
);
export type PackageInsert = z.infer<typeof packageInsert>;

/** The pharmacy fields each kind must fill (the web marks them required). Drugs carry the whole
 * label; health foods have no dosage form on their label; a device needs its registration,
 * specification and maker. */
export type PharmacyField =
  | 'common_name'
  | 'approval_number'
  | 'dosage_form'
  | 'specs'
  | 'manufacturer'
  | 'storage'
  | 'validity_period';
const DRUG_FIELDS: readonly PharmacyField[] = [
  'common_name',
  'approval_number',
  'dosage_form',
  'specs',
  'manufacturer',
  'storage',
  'validity_period',
];
export const REQUIRED_BY_TYPE: Record<DrugType, readonly PharmacyField[]> = {
  RX: DRUG_FIELDS,
  OTC_A: DRUG_FIELDS,
  OTC_B: DRUG_FIELDS,
  HEALTH: ['common_name', 'approval_number', 'specs', 'manufacturer', 'storage', 'validity_period'],
  DEVICE: ['approval_number', 'specs', 'manufacturer'],
};
/** The package-insert sections each kind must fill ("尚不明确" is a valid answer, as labels write
 * it). A prescription drug's insert has every section; an OTC insert may leave interactions
 * out (many OTC labels fold it into the cautions); health foods and devices have no drug insert. */
export const INSERT_REQUIRED_BY_TYPE: Record<DrugType, readonly PackageInsertField[]> = {
  RX: PACKAGE_INSERT_FIELDS,
  OTC_A: ['indications', 'usage', 'adverse', 'contraindications', 'cautions'],
  OTC_B: ['indications', 'usage', 'adverse', 'contraindications', 'cautions'],
  HEALTH: [],
  DEVICE: [],
};

/** The fields whose change sends an approved item back to the first-sale review. */
export const REGULATED_FIELDS = [
  'common_name',
  'approval_number',
  'dosage_form',
  'specs',
  'manufacturer',
  'drug_type',
  'regulatory_class',
  'is_prescription',
  'package_insert',
  'storage',
  'validity_period',
] as const;
