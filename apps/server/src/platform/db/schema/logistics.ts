import type { Generated } from 'kysely';

/** Logistics (migration 0031): the shops' freight templates. Composed into Database by
 * ../schema.ts. The express company choice (shop_express_companies) is in ./orders.ts. */
export interface LogisticsTables {
  freight_templates: FreightTemplateTable;
}

export interface FreightTemplateTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  /** PIECE | WEIGHT (grams). */
  type: string;
  /** 1: used for goods that name no template (at most one per shop). */
  is_default: Generated<number>;
  /** JSON FreightRules (fen, region ids): default charge, areas, free-shipping rules. */
  rules: string;
  created_at: number;
  updated_at: number;
}
