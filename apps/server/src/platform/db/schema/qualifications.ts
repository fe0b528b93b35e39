import type { Generated } from 'kysely';

/** Shop qualifications (migration 0037, issue 24): the business licence and the pharmacy's
 * licences, and their append-only history. Composed into Database by ../schema.ts. */
export interface QualificationsTables {
  shop_qualifications: ShopQualificationTable;
  shop_qualification_history: ShopQualificationHistoryTable;
}

export interface ShopQualificationTable {
  id: Generated<number>;
  shop_id: number;
  /** YYZZ | DRUG_BUSINESS | GSP | INTERNET_DRUG_INFO | MEDICAL_DEVICE | FOOD_BUSINESS */
  kind: string;
  holder_name: string;
  number: string;
  issuer: string;
  legal_person: Generated<string>;
  quality_officer: Generated<string>;
  address: Generated<string>;
  scope: Generated<string>;
  /** Shanghai day, YYYY-MM-DD. */
  valid_from: string;
  /** Shanghai day, YYYY-MM-DD; null when permanent. */
  valid_until: string | null;
  permanent: Generated<number>;
  /** JSON array of image URLs. */
  images: string;
  remark: Generated<string>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  updated_by: Generated<string>;
  deleted_at: number | null;
}

export interface ShopQualificationHistoryTable {
  id: Generated<number>;
  shop_id: number;
  qualification_id: number;
  /** ADD | UPDATE | DELETE */
  action: string;
  /** The full record after the change, as JSON. */
  snapshot: string;
  actor_id: number;
  actor_name: string;
  created_at: number;
}
