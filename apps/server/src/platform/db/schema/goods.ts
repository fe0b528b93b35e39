import type { Generated } from 'kysely';

/** Goods area: the catalogue and its categories. Composed into Database by ../schema.ts. */
export interface GoodsTables {
  categories: CategoryTable;
  goods: GoodsTable;
  goods_skus: GoodsSkuTable;
  stock_batches: StockBatchTable;
  stock_ledger: StockLedgerTable;
  order_item_batches: OrderItemBatchTable;
  goods_groups: GoodsGroupTable;
  goods_tags: GoodsTagTable;
  goods_tag_links: GoodsTagLinkTable;
  goods_drafts: GoodsDraftTable;
  goods_reviews: GoodsReviewTable;
  standard_goods: StandardGoodsTable;
  goods_counters: GoodsCounterTable;
  goods_list_revisions: GoodsListRevisionTable;
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
  // Migration 0013 (issue 20).
  group_id: number | null;
  brand: Generated<string>;
  market_price: Generated<number>;
  cost_price: Generated<number>;
  /** Grams. */
  weight: Generated<number>;
  /** JSON array of image URLs; the first is the main image (also `thumbnail`). */
  images: Generated<string>;
  /** Rich text, sanitized before it is stored. */
  intro_pc: Generated<string>;
  intro_mobile: Generated<string>;
  shelf_reason: Generated<string>;
  auth_reason: Generated<string>;
  submitted_by: number | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  validity_period: Generated<string>;
  insurance_flag: Generated<number>;
  insurance_code: Generated<string>;
  /** JSON object: indications, usage, adverse, contraindications, cautions, interactions. */
  package_insert: Generated<string>;
  /** Recycle station (soft delete); null = not recycled. */
  recycled_at: number | null;
  /** Tokens of name, common name and code that keyword search matches (platform/search). */
  search_text: Generated<string>;
  /** The shop's freight template (migration 0031); null: the shop's default template, if any. */
  freight_template_id: Generated<number | null>;
  created_at: number;
  updated_at: number;
}

export interface GoodsSkuTable {
  id: Generated<number>;
  shop_id: number;
  goods_id: number;
  sku_code: string;
  /** JSON array of {name, value, image}; '[]' for a single-SKU item. */
  spec_values: Generated<string>;
  price: number;
  cost: Generated<number>;
  weight: Generated<number>;
  /** Null: the shop default (shops.stock_warning_default). */
  warning_quantity: number | null;
  enabled: Generated<number>;
  /** Cache of the SKU's ledger sum, written in the same transaction as its ledger rows. */
  stock: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface StockBatchTable {
  id: Generated<number>;
  shop_id: number;
  sku_id: number;
  batch_no: string;
  /** 'YYYY-MM-DD' (Asia/Shanghai). */
  production_date: Generated<string>;
  /** 'YYYY-MM-DD'; '' only for the opening balance migrated from before batches (FEFO last). */
  expiry_date: Generated<string>;
  /** Cache of the batch's ledger sum. */
  quantity: Generated<number>;
  created_at: number;
}

export interface StockLedgerTable {
  id: Generated<number>;
  shop_id: number;
  sku_id: number;
  batch_id: number;
  delta: number;
  /** OPENING | INTAKE | ORDER | CANCEL | AFTER_SALE_IN | AFTER_SALE_OUT | ADJUST | IMPORT */
  kind: string;
  ref: Generated<string>;
  reason: Generated<string>;
  operator_id: number | null;
  created_at: number;
}

/** Which batches went into an order line (FEFO when the stock was taken). */
export interface OrderItemBatchTable {
  id: Generated<number>;
  order_item_id: number;
  batch_id: number;
  batch_no: string;
  num: number;
}

export interface GoodsGroupTable {
  id: Generated<number>;
  shop_id: number;
  parent_id: Generated<number>;
  name: string;
  sort: Generated<number>;
  visible: Generated<number>;
  created_at: number;
}

export interface GoodsTagTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  /** hot | new | recommend for the three every shop has; '' for shop-defined tags. */
  mark: Generated<string>;
  sort: Generated<number>;
  created_at: number;
}

export interface GoodsTagLinkTable {
  tag_id: number;
  goods_id: number;
}

export interface GoodsDraftTable {
  id: Generated<number>;
  shop_id: number;
  goods_id: number | null;
  goods_name: Generated<string>;
  /** The wizard's form as JSON; validated in full only when published. */
  payload: string;
  step: Generated<number>;
  created_by: number;
  created_at: number;
  updated_at: number;
}

/** GSP first-sale review history (append-only). */
export interface GoodsReviewTable {
  id: Generated<number>;
  shop_id: number;
  goods_id: number;
  /** SUBMIT | APPROVE | REJECT */
  action: string;
  reason: Generated<string>;
  actor_id: number;
  actor_name: Generated<string>;
  created_at: number;
}

/** The platform's standard goods library (every shop's): drugs as registered. */
export interface StandardGoodsTable {
  id: Generated<number>;
  goods_name: string;
  common_name: Generated<string>;
  approval_number: Generated<string>;
  specs: Generated<string>;
  dosage_form: Generated<string>;
  manufacturer: Generated<string>;
  storage: Generated<string>;
  /** OTC_A | OTC_B | RX | HEALTH | DEVICE */
  drug_type: string;
  unit: Generated<string>;
  category_id: number | null;
  created_at: number;
}

/** Goods per list state (ON_SALE | OFF_SHELF | AWAITING_REVIEW | REJECTED | RECYCLED) and shop,
 * kept by triggers on goods (migration 0017). */
/** Per shop, raised by triggers whenever a goods row is added, removed, or changes its list state
 * or search text (migration 0044): the key under which keyword counts are memoised. */
export interface GoodsListRevisionTable {
  shop_id: number;
  rev: number;
}

export interface GoodsCounterTable {
  shop_id: number;
  state: string;
  n: number;
}
