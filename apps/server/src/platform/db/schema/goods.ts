import type { Generated } from 'kysely';

/** Goods area: the catalogue and its categories. Composed into Database by ../schema.ts. */
export interface GoodsTables {
  categories: CategoryTable;
  goods: GoodsTable;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number;
  name: string;
  /** '0|3|12|' — ancestors then self, as §3 category_path. */
  category_path: string;
  sort: number;
}

export interface GoodsTable {
  id: Generated<number>;
  shop_id: number;
  category_id: number;
  goods_code: string;
  goods_name: string;
  common_name: string;
  specs: string;
  dosage_form: string;
  manufacturer: string;
  approval_number: string;
  storage: string;
  /** OTC_A | OTC_B | RX | HEALTH | DEVICE */
  drug_type: string;
  is_prescription: number;
  price: number;
  stock: number;
  unit: string;
  thumbnail: string;
  market_enable: number;
  is_auth: number;
  /** Art. 8 category barred from online sale (NARCOTIC, VACCINE …) or NONE; migration 0010. */
  regulatory_class: Generated<string>;
  /** Drop-ship: the supplier that ships these goods for the shop; null = the shop ships them. */
  supplier_id: number | null;
  /** What the shop settles to the supplier per unit (fen). */
  supply_price: Generated<number>;
  created_at: number;
  updated_at: number;
}
