import type { Generated } from 'kysely';

/** Issue 24 (migration 0038): open-API keys, the platform's shop grades and the shops'
 * applications for a higher grade. Composed into Database by ../schema.ts. */
export interface ApiKeysTables {
  api_keys: ApiKeyTable;
  shop_grades: ShopGradeTable;
  grade_applications: GradeApplicationTable;
}

export interface ApiKeyTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  /** The secret's first characters, shown to recognise the key ('' for a key migrated from
   * shops.api_key_hash, whose secret the server never saw). */
  prefix: Generated<string>;
  /** SHA-256 (hex) of the secret: the only trace of it that is kept. */
  key_hash: string;
  /** Comma-separated scopes. */
  scopes: string;
  created_by: Generated<string>;
  created_at: number;
  /** Written at most once a minute per key, after a call the key made succeeded. */
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface ShopGradeTable {
  id: number;
  rank: number;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
}

export interface GradeApplicationTable {
  id: Generated<number>;
  shop_id: number;
  from_grade_id: number;
  grade_id: number;
  reason: string;
  /** APPLYING | APPROVED | REJECTED */
  state: string;
  answer_reason: Generated<string>;
  applied_by: string;
  created_at: number;
  answered_at: number | null;
}
